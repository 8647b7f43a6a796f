import '../globals.css';
import { BlogRoot, blogRootMetadata } from '@/app/_blog/blog-root';

export const generateMetadata = blogRootMetadata;

export default function BlogRootLayoutNL({ children }: { children: React.ReactNode }) {
  return <BlogRoot lang="nl">{children}</BlogRoot>;
}
