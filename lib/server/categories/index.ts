import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as service from './service';

/* Categories: the blog's topics, shown on cards and article pages of every market. */

export { CATEGORY_MESSAGES } from './service';
export const getCategories = withDb(service.getCategories);
export const createCategory = withDb(service.createCategory);
export const updateCategory = withDb(service.updateCategory);
export const deleteCategory = withDb(service.deleteCategory);

export { categoryExists, listCategories } from './repository';
export { categoryNameIn, type CategoryNames } from './names';
