// ALL /api/{anything unknown} — a JSON 404, so no answer under /api is an HTML page
import { NextResponse } from 'next/server';

function notFound(): NextResponse {
  return NextResponse.json({ error: 'Not found' }, { status: 404 });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
export { notFound as OPTIONS };
