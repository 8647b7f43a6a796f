import '../globals.css';
import { BlogRoot, blogRootMetadata } from '@/app/_blog/blog-root';

export const generateMetadata = blogRootMetadata;

export default function BlogRootLayoutEN({ children }: { children: React.ReactNode }) {
  return <BlogRoot lang="en">{children}</BlogRoot>;
}
