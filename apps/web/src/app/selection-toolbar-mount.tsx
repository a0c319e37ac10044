/**
 * Where the content editor's text-selection toolbar mounts (docs/product-spec.md section 2, "Text-selection toolbar"). It sits in
 * the root view so it can float above any screen; the toolbar itself arrives with the editor.
 */
export function SelectionToolbarMount() {
  return <div id="selection-toolbar-root" data-testid="selection-toolbar-root" />;
}
