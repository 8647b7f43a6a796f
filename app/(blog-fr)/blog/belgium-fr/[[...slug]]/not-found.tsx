// The be-fr market's 404: 'Article Not Found' in the market's language
import { marketNotFound } from '@/app/_blog/market-not-found';

const { NotFound, metadata } = marketNotFound('be-fr');
export { metadata };
export default NotFound;
