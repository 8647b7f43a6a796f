// The be-nl market's blog header and footer (app/_blog/market-layout.tsx)
import { marketLayout } from '@/app/_blog/market-layout';

export default marketLayout('be-nl');
