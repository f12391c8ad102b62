import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { renderAnchor } from '../private/renderLink';
import { defaultMenuButtonLabel, type NavMenuProps, type NavMenuRequest } from './navMenuModel';
import { StaticNavMenu } from './StaticNavMenu';

export { navMenuPanels } from './navMenuModel';
export type {
  NavMenuDropdownItem,
  NavMenuItem,
  NavMenuLinkItem,
  NavMenuPanel,
  NavMenuPanelLink,
  NavMenuProps,
} from './navMenuModel';

const importInteractiveNavMenu = () => import('./InteractiveNavMenu');
let loading: ReturnType<typeof importInteractiveNavMenu> | undefined;
const loadInteractiveNavMenu = () => (loading ??= importInteractiveNavMenu());
const InteractiveNavMenu = lazy(loadInteractiveNavMenu);

/** The menu bar's own links and buttons (not those of an open panel), the same in both menus. */
function menuBarItems(shell: Element): HTMLElement[] {
  const bar = shell.querySelector('ul');
  return Array.from(shell.querySelectorAll<HTMLElement>('a[href], button')).filter(
    (element) => element.closest('ul') === bar,
  );
}

/**
 * The desktop header navigation: links and drop-down panels that open on hover, on click and
 * from the keyboard (Enter, Space or ArrowDown on the menu button; Escape closes).
 *
 * It renders as plain links and buttons first; the drop-down behaviour (Radix Navigation Menu)
 * loads when the pointer or focus first comes into the menu, so pages that are only read never
 * download it. A button pressed meanwhile opens its panel as soon as the behaviour is there, and
 * focus stays on the element that had it.
 */
export function NavMenu({
  items,
  'aria-label': ariaLabel,
  renderLink = renderAnchor,
  menuButtonLabel = defaultMenuButtonLabel,
  newTabText = '(opens in a new tab)',
}: NavMenuProps) {
  const [wanted, setWanted] = useState(false);
  const [request, setRequest] = useState<NavMenuRequest | null>(null);
  const hovered = useRef<NavMenuRequest | null>(null);
  const focusedIndex = useRef(-1);
  const shell = useRef<HTMLDivElement>(null);

  // Native listeners on a wrapper with no box: it only overhears what happens inside the menu.
  useEffect(() => {
    const wrapper = shell.current;
    if (!wrapper || wanted) return;
    const want = () => {
      // A transition: the plain menu stays on screen until the real one is ready to replace it.
      void loadInteractiveNavMenu().then(() =>
        startTransition(() => {
          // A drop-down the mouse still rests on opens, as it would have with the behaviour there.
          setRequest((pressed) => pressed ?? hovered.current);
          setWanted(true);
        }),
      );
    };
    const onFocusIn = (event: FocusEvent) => {
      focusedIndex.current = menuBarItems(wrapper).indexOf(event.target as HTMLElement);
      want();
    };
    wrapper.addEventListener('pointerover', want);
    wrapper.addEventListener('touchstart', want, { passive: true });
    wrapper.addEventListener('focusin', onFocusIn);
    return () => {
      wrapper.removeEventListener('pointerover', want);
      wrapper.removeEventListener('touchstart', want);
      wrapper.removeEventListener('focusin', onFocusIn);
    };
  }, [wanted]);

  // Called by the loaded menu as it mounts: focus the element that had it in the plain menu.
  const onInteractiveMount = useCallback(() => {
    const index = focusedIndex.current;
    focusedIndex.current = -1;
    const active = document.activeElement;
    if (!shell.current || index < 0 || (active !== null && active !== document.body)) return;
    menuBarItems(shell.current)[index]?.focus();
  }, []);

  const staticMenu = (
    <StaticNavMenu
      items={items}
      ariaLabel={ariaLabel}
      renderLink={renderLink}
      menuButtonLabel={menuButtonLabel}
      onRequest={setRequest}
      onHover={(next) => {
        hovered.current = next;
      }}
    />
  );

  return (
    <div ref={shell} style={{ display: 'contents' }}>
      <Suspense fallback={staticMenu}>
        {wanted ? (
          <InteractiveNavMenu
            items={items}
            ariaLabel={ariaLabel}
            renderLink={renderLink}
            menuButtonLabel={menuButtonLabel}
            newTabText={newTabText}
            request={request}
            onMount={onInteractiveMount}
          />
        ) : (
          staticMenu
        )}
      </Suspense>
    </div>
  );
}
