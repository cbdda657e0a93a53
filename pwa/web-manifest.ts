import type { ManifestOptions } from "vite-plugin-pwa";
import { sharedFiles } from "./src/shared/pwa/shared-files.js";

/**
 * What the browser needs to offer installing Odo (name, colours, icons, shortcuts). In Spanish, the
 * app's default language: a manifest has one language, read once when the app is installed.
 */
export const webManifest: Partial<ManifestOptions> = {
  name: "Odo: mantenimiento de vehículos",
  short_name: "Odo",
  description: "Tu garaje sin conexión: mantenimientos, recargas y estado de tus vehículos.",
  lang: "es",
  start_url: "/user",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  theme_color: "#0f766e",
  background_color: "#f8fafc",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  // A receipt photo or a workshop's PDF shared from another app opens a maintenance with it
  // (src/sw/share-target.ts, src/shared/pwa/shared-files.ts).
  share_target: {
    action: sharedFiles.action,
    method: "POST",
    enctype: "multipart/form-data",
    params: {
      files: [
        { name: sharedFiles.field, accept: ["application/pdf", "image/jpeg", "image/png", "image/webp", "image/heic"] },
      ],
    },
  },
  shortcuts: [
    {
      name: "Añadir recarga",
      short_name: "Recarga",
      description: "Registrar una recarga de combustible",
      url: "/user?shortcut=refuel",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
    {
      name: "Añadir carga",
      short_name: "Carga",
      description: "Registrar una carga eléctrica",
      url: "/user?shortcut=charge",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
    {
      name: "Escanear",
      short_name: "Escanear",
      description: "Escanear el QR de un vehículo compartido o entregado",
      url: "/scan",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
  ],
};
