// Runs before the app: the stored appearance and language, so the first paint is already right.
try {
  const appearance = localStorage.getItem("appearance") || "system";
  const dark = appearance === "dark" || (appearance === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
  const lang = localStorage.getItem("lang");
  if (lang === "en" || lang === "es") document.documentElement.lang = lang;
} catch {
  document.documentElement.dataset.theme = "light";
}
