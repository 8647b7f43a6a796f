import { BRAND_NAME, FREE_TRIAL_DAYS } from '@/lib/constants';
import { HERO_DEFAULTS } from '@/lib/content/site-copy';

/** The share image of the marketing pages (Open Graph and Twitter), drawn by next/og. */
export function ShareImage() {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0b1b3a 0%, #1d4ed8 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 44, fontWeight: 700 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: '#2563eb',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
          }}
        >
          A
        </div>
        {BRAND_NAME}
      </div>
      <div style={{ display: 'flex', fontSize: 64, fontWeight: 800, lineHeight: 1.1 }}>
        {HERO_DEFAULTS.title}
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#dbeafe' }}>
        {`${HERO_DEFAULTS.subtitle} ${FREE_TRIAL_DAYS}-day free trial.`}
      </div>
    </div>
  );
}
