/**
 * @module The visitors' landing page: the `site` remote's `./App`. The shell
 * provides React, react-query and the router; this page brings its
 * own toast region.
 */
import { ToastRegion } from "@stringing/ui/components/toast-region";
import { AboutSection } from "../features/about/components/about-section.tsx";
import { ContactSection } from "../features/contact/components/contact-section.tsx";
import { EventsSlideshow } from "../features/events/components/events-slideshow.tsx";
import { FeaturedWork } from "../features/featured/components/featured-work.tsx";
import { Footer } from "../features/footer/components/footer.tsx";
import { Hero } from "../features/hero/components/hero.tsx";
import { HowItWorks } from "../features/how-it-works/components/how-it-works.tsx";
import { NavBar } from "../features/navigation/components/nav-bar.tsx";
import { NewsletterSection } from "../features/newsletter/components/newsletter-section.tsx";
import { OrderSection } from "../features/order/components/order-section.tsx";
import { ServicesSection } from "../features/services/components/services-section.tsx";
import { ShopSection } from "../features/shop/components/shop-section.tsx";
import { TestimonialsSection } from "../features/testimonials/components/testimonials-section.tsx";
import * as styles from "./app.css.ts";

export default function App() {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <NavBar />
      <main id="main-content" tabIndex={-1}>
        <Hero />
        <ServicesSection />
        <HowItWorks />
        <EventsSlideshow />
        <FeaturedWork />
        <ShopSection />
        <TestimonialsSection />
        <AboutSection />
        <OrderSection />
        <NewsletterSection />
        <ContactSection />
      </main>
      <Footer />
      <ToastRegion />
    </div>
  );
}
