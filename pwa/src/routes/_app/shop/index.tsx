import { createFileRoute } from "@tanstack/react-router";
import { ShopPanelScreen } from "../../../features/shop/shop-panel-screen.js";

export const Route = createFileRoute("/_app/shop/")({ component: ShopPanelScreen });
