import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

/**
 * Embla and its autoplay plugin, which the hero slider loads once the page has hydrated: the slider
 * renders its first slide without them, so the home page's first load does not carry them (issue 12).
 */
export { Autoplay, EmblaCarousel };
