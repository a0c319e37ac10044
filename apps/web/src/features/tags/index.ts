/**
 * Tags: `TagsSettingsTab` (settings → Tags: create, edit with a colour picker and hex input, delete), the tags
 * store of docs/product-spec.md section 4 (`useWorkspaceTags`, `useTagActions`, backed by react-query under `tagKeys`), plus
 * `TagChip` and `TagSelector` for screens that show or pick tags.
 */
export { type TagInput, type TagOption, tagMessages, toTagOption } from './api';
export { tagKeys } from './query-keys';
export { useTagActions, useWorkspaceTags } from './store';
export { TagChip } from './TagChip';
export { TagSelector } from './TagSelector';
export { TagsSettingsTab } from './TagsSettingsTab';
