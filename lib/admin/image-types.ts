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

/** The name a person recognises: what the file was called when it was uploaded. */
export const imageLabel = (image: GalleryImage) => image.original_name || image.name;
