import { createFileRoute } from "@tanstack/react-router";
import { ShopCreateScreen } from "../../../features/shop/shop-create-screen.js";

export const Route = createFileRoute("/_app/shop/create")({ component: ShopCreateScreen });
