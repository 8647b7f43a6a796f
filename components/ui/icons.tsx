/** Small inline icons (decorative: aria-hidden). Inline SVG keeps them out of the JS bundle. */
type IconProps = { className?: string };

const base = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const MenuIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const CloseIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const CheckIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M5 12l5 5L20 7" />
  </svg>
);
export const PhoneIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </svg>
);
export const ShieldIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
  </svg>
);
export const LockIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </svg>
);
export const StarIcon = ({ className = 'h-4 w-4' }: IconProps) => (
  <svg {...base} fill="currentColor" stroke="none" className={className}>
    <path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </svg>
);
export const ChevronDownIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const SocialXIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base} fill="currentColor" stroke="none" className={className}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.3l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  </svg>
);
export const SocialFacebookIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base} fill="currentColor" stroke="none" className={className}>
    <path d="M14 8V6.3c0-.8.2-1.3 1.4-1.3H17V2h-2.6C11.4 2 10.4 3.6 10.4 6.2V8H8v3h2.4v11H14V11h2.6l.4-3z" />
  </svg>
);
export const SocialYouTubeIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base} fill="currentColor" stroke="none" className={className}>
    <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15.1V8.9l5.8 3.1z" />
  </svg>
);
export const MailIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M3 5h18v14H3z" />
    <path d="M3 6l9 7 9-7" />
  </svg>
);
export const SocialLinkedInIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base} fill="currentColor" stroke="none" className={className}>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zm7 0h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.7 4.8 6.1V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21h-4z" />
  </svg>
);
