// The be-nl market's 404: 'Article Not Found' in the market's language
import { marketNotFound } from '@/app/_blog/market-not-found';

const { NotFound, metadata } = marketNotFound('be-nl');
export { metadata };
export default NotFound;
