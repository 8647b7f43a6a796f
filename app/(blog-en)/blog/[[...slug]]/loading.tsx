'use client';

import { BlogLoading } from '@/app/_blog/blog-loading-client';

export default BlogLoading;
