/** The media module as other modules see it: storing and removing picture files (the import uses them). */
export {
  MediaFileError,
  type RenderedImage,
  removeImage,
  renderImage,
  storeImage,
  writeImage,
} from './media.files';
