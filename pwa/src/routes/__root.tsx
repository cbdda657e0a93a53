import { createRootRoute } from "@tanstack/react-router";
import { NotFound, RootLayout } from "../shared/shell/root-layout.js";

export const Route = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });
