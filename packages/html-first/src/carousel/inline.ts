// Written by the kit's Carousel (ServerScript) inside its root element, as a classic script: it
// runs where it stands, as the parser reaches it, so `document.currentScript` is this script and
// its parent the carousel. Without one (never, in a classic script) it throws at once.
import { enhanceCarouselBeforeApp } from './carousel';

enhanceCarouselBeforeApp(document.currentScript!.parentNode as HTMLElement);
