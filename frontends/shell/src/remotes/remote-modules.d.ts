/** The modules the remotes expose (see each remote's vite.config.ts). */
declare module "site/App" {
  import type { ComponentType } from "react";
  const App: ComponentType;
  export default App;
}

declare module "admin/App" {
  import type { ComponentType } from "react";
  const App: ComponentType;
  export default App;
}

declare module "site/TrackPage" {
  import type { ComponentType } from "react";
  const TrackPage: ComponentType<{ token: string }>;
  export default TrackPage;
}
