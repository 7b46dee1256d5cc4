#!/usr/bin/python3
"""The built site in a real browser: Debian's Chromium, headless, through its chromedriver.

    /usr/bin/python3 .ci/test-site.py SITE_DIR [--shots DIR] [--editions en,ko]
    /usr/bin/python3 .ci/test-site.py SITE_DIR --plant-broken-link   must fail

Serves SITE_DIR (the output of .ci/build-site.sh) on 127.0.0.1 only, then for each edition:
every chapter page and tutorial page loads with no console error and no "page not found";
every internal link on them resolves (its page and its data exist on the server); a tutorial
step shows its code; a quiz marks a wrong answer wrong and the right one right; a chapter's
type link opens its reference page, whose "Taught in" link goes back to the chapter.
Screenshots of a chapter, a tutorial step and a reference page go to --shots.
--plant-broken-link copies the site (hard links), adds a link to a page that does not exist
to chapter 1's English data, and runs the link check on it: the run must fail.
"""

import argparse
import functools
import http.server
import json
import os
import shutil
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

TAUGHT_IN = {"en": "Taught in", "ko": "배우는 곳"}
failures: list[str] = []


def fail(message: str) -> None:
    failures.append(message)
    print(f"  FAIL {message}", flush=True)


def serve(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):  # noqa: D401 - the server's log is noise here
            pass

    handler = functools.partial(Quiet, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def browser() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1280,1000", "--lang=en-US"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def pages(site: Path, edition: str) -> list[str]:
    """The paths of every article and tutorial page of an edition, from its data folder."""
    data = site / edition / "data"
    found = []
    for kind in ("documentation/workshop", "tutorials"):
        folder = data / kind
        if (data / f"{kind}.json").exists():
            found.append(f"/{edition}/{kind}")
        for file in sorted(folder.rglob("*.json")):
            relative = file.relative_to(data).with_suffix("")
            found.append(f"/{edition}/{relative.as_posix()}")
    return found


def wait_rendered(driver: webdriver.Chrome, path: str) -> bool:
    """Waits until the page's title heading is on screen; False if it never is."""
    try:
        WebDriverWait(driver, 20).until(
            lambda d: d.execute_script(
                "const h = document.querySelector('main h1, h1');"
                "return h !== null && h.textContent.trim().length > 0;"))
        return True
    except Exception:  # noqa: BLE001 - a timeout is the failure being reported
        fail(f"{path}: no title rendered within 20 s")
        return False


def console_errors(driver: webdriver.Chrome) -> list[str]:
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def link_exists(base: str, site: Path, url: str, cache: dict[str, bool]) -> bool:
    """An internal link resolves when the server has its page and DocC has its data."""
    path = urllib.parse.urlparse(url).path
    if path in cache:
        return cache[path]
    ok = True
    try:
        with urllib.request.urlopen(base + path, timeout=10) as response:
            ok = response.status == 200
    except (urllib.error.HTTPError, urllib.error.URLError):
        ok = False
    parts = path.strip("/").split("/")
    if ok and len(parts) > 2 and parts[1] in ("documentation", "tutorials"):
        ok = (site / parts[0] / "data" / "/".join(parts[1:])).with_suffix(".json").exists() \
            or (site / parts[0] / "data" / "/".join(parts[1:]) / "index.json").exists()
    cache[path] = ok
    return ok


def visit_all(driver, base: str, site: Path, edition: str) -> None:
    cache: dict[str, bool] = {}
    all_pages = pages(site, edition)
    if len([p for p in all_pages if "/tutorials/" in p]) < 2:
        fail(f"{edition}: no tutorial pages in the site")
    checked = 0
    for path in all_pages:
        driver.get(base + path)
        if not wait_rendered(driver, path):
            continue
        text = driver.execute_script("return document.body.innerText")
        # DocC's own not-found sentences (English and Korean), not any prose that says a
        # header "cannot be found", as the databases' deep dive does.
        if "The page you're looking for can't be found" in text or "해당 페이지를 찾을 수 없습니다" in text:
            fail(f"{path}: the page says it cannot be found")
        for message in console_errors(driver):
            fail(f"{path}: console error: {message}")
        hrefs = driver.execute_script(
            "return Array.from(document.querySelectorAll('a[href]')).map(a => a.href)")
        for href in hrefs:
            if not href.startswith(base):
                continue
            checked += 1
            if not link_exists(base, site, href, cache):
                fail(f"{path}: broken link to {urllib.parse.urlparse(href).path}")
    print(f"  {edition}: {len(all_pages)} pages loaded, {checked} internal links "
          f"({len(cache)} distinct) checked", flush=True)


def tutorial_step_and_quiz(driver, base: str, site: Path, edition: str, shots: Path | None):
    path = f"/{edition}/tutorials/workshop/valueobject"
    driver.get(base + path)
    if not wait_rendered(driver, path):
        return
    # A step shows its code: the step file's text is on the page, in a code listing.
    shown = driver.execute_script(
        "return Array.from(document.querySelectorAll('pre, .code-listing, code'))"
        ".some(e => e.textContent.includes('struct UserName'))")
    if not shown:
        fail(f"{path}: no step shows its code (struct UserName)")
    # Scrolled to step 3, the code pane shows step 3's file: the rule's one place.
    steps = driver.find_elements(By.CSS_SELECTOR, ".step")
    if len(steps) >= 3:
        # The renderer focuses the step a reader scrolls to, so scroll as a reader does.
        for _ in range(60):
            if "focused" in (steps[2].get_attribute("class") or ""):
                break
            driver.execute_script("window.scrollBy(0, 60)")
            time.sleep(0.15)
        try:
            WebDriverWait(driver, 10).until(lambda d: d.execute_script(
                "return Array.from(document.querySelectorAll('.code-listing, pre'))"
                ".some(e => e.offsetParent !== null"
                " && e.textContent.includes('static let allowedLength'))"))
        except Exception:  # noqa: BLE001 - a timeout is the failure being reported
            fail(f"{path}: step 3 does not show its code (static let allowedLength)")
        time.sleep(0.5)
        if shots:
            driver.save_screenshot(str(shots / f"{edition}-tutorial-step.png"))
    else:
        fail(f"{path}: fewer than three steps on the page")
    # The quiz: the data says which choice of the first question is right.
    data = json.loads((site / edition / "data/tutorials/workshop/valueobject.json").read_text())
    quiz = next(s for s in data["sections"] if s.get("kind") == "assessments")
    correct = [c["isCorrect"] for c in quiz["assessments"][0]["choices"]]
    right, wrong = correct.index(True), correct.index(False)
    choices = driver.find_elements(By.CSS_SELECTOR, ".assessments .choice")
    if len(choices) < len(correct):
        fail(f"{path}: the quiz shows {len(choices)} choices, the data has {len(correct)}")
        return

    def answer(index: int) -> str:
        choice = driver.find_elements(By.CSS_SELECTOR, ".assessments .choice")[index]
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
        choice.click()
        submit = [b for b in driver.find_elements(By.CSS_SELECTOR, ".assessments button")
                  if b.is_displayed() and b.is_enabled()]
        if submit:
            submit[0].click()
        time.sleep(0.5)
        return driver.find_elements(By.CSS_SELECTOR, ".assessments .choice")[index] \
            .get_attribute("class")

    marked = answer(wrong)
    if "incorrect" not in marked:
        fail(f"{path}: a wrong answer was not marked wrong (class {marked!r})")
    marked = answer(right)
    if "correct" not in marked.replace("incorrect", ""):
        fail(f"{path}: the right answer was not marked right (class {marked!r})")
    if shots:
        driver.save_screenshot(str(shots / f"{edition}-quiz.png"))
    for message in console_errors(driver):
        fail(f"{path}: console error during the quiz: {message}")
    print(f"  {edition}: tutorial step shows its code; quiz marked a wrong and a right answer",
          flush=True)


def type_link_and_back(driver, base: str, edition: str, shots: Path | None) -> None:
    chapter = f"/{edition}/documentation/workshop/01-value-objects"
    driver.get(base + chapter)
    if not wait_rendered(driver, chapter):
        return
    if shots:
        driver.save_screenshot(str(shots / f"{edition}-chapter.png"))
    links = driver.find_elements(
        By.CSS_SELECTOR, f"a[href$='/{edition}/documentation/valueobjects/fullname']")
    if not links:
        fail(f"{chapter}: no link to FullName's reference page")
        return
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", links[0])
    links[0].click()
    WebDriverWait(driver, 20).until(lambda d: d.current_url.endswith("/valueobjects/fullname"))
    if not wait_rendered(driver, "FullName"):
        return
    heading = driver.find_element(By.CSS_SELECTOR, "h1").text
    if heading.strip() != "FullName":
        fail(f"FullName's reference page shows {heading!r}")
    if TAUGHT_IN[edition] not in driver.execute_script("return document.body.innerText"):
        fail(f"FullName's reference page has no '{TAUGHT_IN[edition]}' section")
    if shots:
        driver.save_screenshot(str(shots / f"{edition}-reference.png"))
    # The "Taught in" section's link (DocC's own "Mentioned in" links there too).
    back = driver.execute_script(
        "const h = Array.from(document.querySelectorAll('h2, h3'))"
        f".find(e => e.textContent.trim() === '{TAUGHT_IN[edition]}');"
        "if (!h) return null; let e = h.nextElementSibling;"
        "while (e && !/^H[23]$/.test(e.tagName)) {"
        f"  const a = e.querySelector(\"a[href$='/{edition}/documentation/workshop/01-value-objects']\");"
        "  if (a) return a; e = e.nextElementSibling; }"
        "return null;")
    if back is None:
        fail(f"FullName's '{TAUGHT_IN[edition]}' section does not link back to chapter 1")
        return
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", back)
    time.sleep(0.3)
    back.click()
    WebDriverWait(driver, 20).until(lambda d: d.current_url.rstrip("/").endswith("01-value-objects"))
    wait_rendered(driver, chapter)
    for message in console_errors(driver):
        fail(f"{chapter}: console error after the round trip: {message}")
    print(f"  {edition}: chapter 1 → FullName's reference → back to chapter 1", flush=True)


def plant_broken_link(site: Path) -> Path:
    """A hard-linked copy of the site whose chapter 1 links a page that does not exist."""
    copy = Path(tempfile.mkdtemp(prefix="ci-site-planted-"))
    shutil.copytree(site, copy / "site", copy_function=os.link)
    page = copy / "site/en/data/documentation/workshop/01-value-objects.json"
    data = json.loads(page.read_text())
    # A copy of the page's reference to another chapter, pointed at a page that is not there.
    chapter2 = next(k for k in data["references"] if k.endswith("/02-entities"))
    target = chapter2.replace("/02-entities", "/no-such-chapter")
    data["references"][target] = dict(
        data["references"][chapter2], identifier=target, title="No such chapter",
        url="/documentation/workshop/no-such-chapter")
    # A paragraph in the page's body, as DocC writes a link to an article.
    data["primaryContentSections"][0]["content"].append({
        "type": "paragraph",
        "inlineContent": [{"type": "reference", "identifier": target, "isActive": True}]})
    page.unlink()  # a new file, so the original site's hard-linked file is untouched
    page.write_text(json.dumps(data))
    return copy


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("site", type=Path)
    parser.add_argument("--shots", type=Path)
    parser.add_argument("--editions", default="en,ko")
    parser.add_argument("--plant-broken-link", action="store_true")
    args = parser.parse_args()
    site = args.site.resolve()
    planted = None
    if args.plant_broken_link:
        planted = plant_broken_link(site)
        site = planted / "site"
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    server, base = serve(site)
    driver = browser()
    try:
        for edition in args.editions.split(","):
            if planted:
                driver.get(base + f"/{edition}/documentation/workshop/01-value-objects")
                if wait_rendered(driver, "planted"):
                    hrefs = driver.execute_script(
                        "return Array.from(document.querySelectorAll('a[href]')).map(a => a.href)")
                    for href in hrefs:
                        if href.startswith(base) and not link_exists(base, site, href, {}):
                            fail(f"chapter 1: broken link to {urllib.parse.urlparse(href).path}")
                continue
            visit_all(driver, base, site, edition)
            tutorial_step_and_quiz(driver, base, site, edition, args.shots)
            type_link_and_back(driver, base, edition, args.shots)
    finally:
        driver.quit()
        server.shutdown()
        if planted:
            shutil.rmtree(planted, ignore_errors=True)
    if failures:
        print(f"site test: {len(failures)} problem(s)")
        return 1
    print("site test: every page loads, every internal link resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
