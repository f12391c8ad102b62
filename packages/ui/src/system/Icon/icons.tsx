import type { ReactNode } from 'react';
import { Icon, type IconProps, type IconShapeProps } from './Icon';

type Drawing = Pick<IconProps, 'grid' | 'variant' | 'strokeWidth'>;

// Every ready-made icon is 24 px unless a prop or a class says otherwise.
function defineIcon(name: string, shapes: ReactNode, drawing: Drawing = {}) {
  function ShapeIcon(props: IconShapeProps) {
    return (
      <Icon size={24} {...drawing} {...props}>
        {shapes}
      </Icon>
    );
  }
  ShapeIcon.displayName = name;
  return ShapeIcon;
}

// The status marks share a ring, so each differs only by the sign inside it.
const inRing = (sign: string) => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d={sign} />
  </>
);

export const CloseIcon = defineIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);

export const MenuIcon = defineIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);

export const SearchIcon = defineIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);

export const GlobeIcon = defineIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9s-1.25 6.4-3.75 9c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3z" />
  </>,
);

export const ChevronDownIcon = defineIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);

export const ChevronLeftIcon = defineIcon('ChevronLeftIcon', <path d="M15 6l-6 6 6 6" />);

export const ChevronRightIcon = defineIcon('ChevronRightIcon', <path d="M9 6l6 6-6 6" />);

export const PauseIcon = defineIcon('PauseIcon', <path d="M9 5v14M15 5v14" />);

export const PlayIcon = defineIcon('PlayIcon', <path d="M7 5l12 7-12 7z" />);

export const ExternalLinkIcon = defineIcon(
  'ExternalLinkIcon',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

/** A small forward arrow for links; it sits in the text, so it is drawn on the 16 grid. */
export const ArrowRightIcon = defineIcon('ArrowRightIcon', <path d="M3 8h10M9 4l4 4-4 4" />, {
  grid: 16,
});

export const ArrowUpIcon = defineIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />, {
  strokeWidth: 2.25,
});

/** Solid play and pause marks for media controls on busy backgrounds. */
export const PlaySolidIcon = defineIcon('PlaySolidIcon', <path d="M4 2l10 6-10 6z" />, {
  grid: 16,
  variant: 'solid',
});

export const PauseSolidIcon = defineIcon('PauseSolidIcon', <path d="M4 2h3v12H4zM9 2h3v12H9z" />, {
  grid: 16,
  variant: 'solid',
});

export const ChatIcon = defineIcon(
  'ChatIcon',
  <>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={3} />
  </>,
);

export const PhoneIcon = defineIcon(
  'PhoneIcon',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);

export const MailIcon = defineIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);

export const SuccessIcon = defineIcon('SuccessIcon', inRing('M8 12.5l2.5 2.5L16 9.5'));

export const ErrorIcon = defineIcon('ErrorIcon', inRing('M12 7.5v5.5M12 16.5h.01'));

export const InfoIcon = defineIcon('InfoIcon', inRing('M12 11v5.5M12 7.5h.01'));
