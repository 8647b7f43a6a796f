import '../globals.css';
import { BlogRoot, blogRootMetadata } from '@/app/_blog/blog-root';

export const generateMetadata = blogRootMetadata;

export default function BlogRootLayoutFR({ children }: { children: React.ReactNode }) {
  return <BlogRoot lang="fr">{children}</BlogRoot>;
}
