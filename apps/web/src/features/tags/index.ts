/**
 * Tags: `TagsSettingsTab` (settings → Tags: create, edit with a colour picker and hex input, delete) and the tags
 * store `useTagsStore` (spec section 4 "Tags store"), plus `TagChip` and `useWorkspaceTags` for screens that show
 * or filter by tags.
 */
export { type TagInput, type TagOption, tagMessages, toTagOption, useTagsStore } from './store';
export { TagChip } from './TagChip';
export { TagSelector } from './TagSelector';
export { TagsSettingsTab } from './TagsSettingsTab';
export { useWorkspaceTags } from './use-workspace-tags';
