/**
 * What shows while the first page's chunk loads: the same header box and tagline as the static
 * shell in index.html, so the screen does not go blank between the two.
 */
export function BootShell() {
  return (
    <>
      <header className="header">
        <div className="header-inner">
          <span className="logo">
            <span className="logo-mark" aria-hidden="true">K</span>
            <span className="logo-text">KUL Swap</span>
          </span>
        </div>
      </header>
      <main className="main">
        <div className="boot-hero">
          <p className="boot-title">Swap Ethereum tokens from your own wallet</p>
          <p className="boot-title" lang="th">แลกเปลี่ยนโทเคนจากกระเป๋าเงินของคุณเอง</p>
        </div>
      </main>
    </>
  );
}
