/**
 * What editing text needs and showing a newsletter does not: Tiptap and ProseMirror with the live editor, and the
 * selection toolbar with its panels. Loaded apart from the builder's chunk (editing-loader.ts).
 */
export { SelectionToolbar } from '../toolbar/SelectionToolbar';
export { LiveEditor } from './LiveEditor';
