/**
 * @module The visitors' landing page: the `site` remote's `./App`. The shell
 * provides React, react-query, jotai and the router; this page brings its
 * own toast region.
 */
import { ToastRegion } from "@stringing/ui/components/toast-region";
import { PageSection } from "../components/ui/page-section.tsx";
import { Hero } from "../features/hero/components/hero.tsx";
import { NavBar } from "../features/navigation/components/nav-bar.tsx";
import * as styles from "./app.css.ts";
import { LANDING_SECTIONS } from "./landing-sections.ts";

export default function App() {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <NavBar />
      <main id="main-content" tabIndex={-1}>
        <Hero />
        {LANDING_SECTIONS.map((section) => (
          <PageSection key={section.id} {...section} />
        ))}
      </main>
      <ToastRegion />
    </div>
  );
}
