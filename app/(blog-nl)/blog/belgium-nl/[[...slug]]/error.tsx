'use client';

import { BlogError } from '@/app/_blog/blog-error-client';

export default BlogError;
