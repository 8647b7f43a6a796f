/**
 * An image as GET/POST /api/admin/images return it (spec.md "Other shapes" ('Image') plus dimensions and alt text): the
 * one definition, which the images service builds and the gallery and the editor's picker read.
 */
export interface GalleryImage {
  id: string;
  name: string;
  url: string;
  size: number;
  created_at: string;
  width: number;
  height: number;
  alt: string;
  original_name: string;
}

export interface GalleryPage {
  images: GalleryImage[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  totalSize: number;
}

/**
 * An article that uses an image (its featured image or in its body). `in_trash`: the only use may be an
 * article in the trash, which a restore would bring back broken.
 */
export interface ImageUse {
  id: string;
  title: string;
  market: string;
  slug: string;
  in_trash: boolean;
}

/** GET /api/admin/images/{id}: the image and the articles that use it (at most IMAGE_USAGE_LIMIT). */
export interface ImageDetails {
  image: GalleryImage;
  used_in: ImageUse[];
  /** More articles use it than are listed. */
  used_in_more: boolean;
}

/** The name a person recognises: what the file was called when it was uploaded. */
export const imageLabel = (image: GalleryImage) => image.original_name || image.name;
