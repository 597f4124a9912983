/**
 * The security centre's deposit limits (src/widgets/cashier/DepositLimits.astro): the widget's
 * script comes when the section nears the screen (it sits below the items), so the page's first
 * load carries none of it. An account that is not a real one (A §5) cannot deposit: the section
 * stays hidden (security.css) and nothing is asked.
 */
const section = document.querySelector<HTMLElement>('.deposit-limits');
if (section && !document.documentElement.classList.contains('not-real')) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import('../../../widgets/cashier/deposit-limits.ts').then(({ depositLimitsWidget }) => depositLimitsWidget()?.load());
    },
    { rootMargin: '200px' },
  );
  observer.observe(section);
}
