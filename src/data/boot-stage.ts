// Where a page's start has got to, on <html data-boot>: public/boot-watch.js names it when a page
// stays blank, so a stall says where it stalled (and a browser test can say it too).
export function bootStage(stage: string): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.boot = stage
  // User Timing: `bench/profile-shop.ts cold` shows when each stage began.
  performance.mark(`pm3:boot:${stage}`)
}
