import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, findChromium } from "../test/chromium.js";

export interface LighthouseFigures {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
}

/**
 * Lighthouse on `url` with its mobile preset (a slow phone on a slow network, simulated) or its
 * desktop one, against Debian's Chromium (TOOLCHAIN.md): the four scores and the core metrics.
 */
export async function lighthouseRun(url: string, preset: "mobile" | "desktop"): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: chromiumArgs,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error("lighthouse gave no result");
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
      },
      metrics: {
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        si: value("speed-index"),
      },
    };
  } finally {
    chrome.kill();
  }
}
