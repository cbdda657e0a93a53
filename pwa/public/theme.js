// Runs before the app: the stored appearance and language, so the first paint is already right.
try {
  const darkQuery = matchMedia("(prefers-color-scheme: dark)");
  const applyTheme = () => {
    const appearance = localStorage.getItem("appearance") || "system";
    const dark = appearance === "dark" || (appearance === "system" && darkQuery.matches);
    document.documentElement.dataset.theme = dark ? "dark" : "light";
  };
  applyTheme();
  // Following the system: the phone turning dark at dusk turns the open app dark, on any screen.
  darkQuery.addEventListener("change", applyTheme);
  const lang = localStorage.getItem("lang");
  if (lang === "en" || lang === "es") document.documentElement.lang = lang;
} catch {
  document.documentElement.dataset.theme = "light";
}
