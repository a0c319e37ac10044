/**
 * Images: `ImageLibraryPanel`, a dialog usable from any form (upload, browse page by page, favourites filter,
 * star/delete, pick → onPick(image)), and the image API hooks it uses.
 */
export { IMAGE_ACCEPT, imageFileProblem, useImages, useUploadImages } from './api';
export { ImageLibraryPanel, type ImageLibraryPanelProps } from './ImageLibraryPanel';
