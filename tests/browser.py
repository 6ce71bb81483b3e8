"""Headless Chromium for the browser tests of the pages (`/`, `/review`): Debian's chromium and chromium-driver
(`make sysdeps` installs them), driven by selenium. Where either is missing the test skips and says what to install;
nothing is downloaded (Playwright's and Selenium Manager's browser downloads are not reachable offline).

Screenshots go to `data/reports/ui/` of the repository (`SCREENSHOTS`), where the docs link them."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
SCREENSHOTS = REPO / "data" / "reports" / "ui"
CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
CHROMEDRIVER = ("/usr/bin/chromedriver",)

# This machine's network is closed: without the background-networking flags Chromium keeps opening connections that
# are refused, and looks up Google's hosts at every start.
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
         "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-default-apps", "--mute-audio")


def _first(candidates: tuple[str, ...], name: str) -> str | None:
    found = [path for path in candidates if Path(path).is_file()]
    return found[0] if found else shutil.which(name)


@contextmanager
def chromium(width: int = 1280, height: int = 900) -> Iterator[Any]:
    """A headless Chromium WebDriver with its own empty profile, quit on the way out; a skip with the reason where
    selenium, chromium or chromedriver is missing."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.skip("selenium is not installed (it is in the `test` extra: make venv)")
    browser, driver = _first(CHROMIUM, "chromium"), _first(CHROMEDRIVER, "chromedriver")
    if browser is None or driver is None:
        pytest.skip("Debian's chromium and chromium-driver are not installed: apt-get install chromium chromium-driver "
                    "(make sysdeps does, as root)")
    profile = tempfile.mkdtemp(prefix="ragops-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    session = webdriver.Chrome(service=Service(executable_path=driver), options=options)
    try:
        session.set_page_load_timeout(60)
        yield session
    finally:
        session.quit()
        shutil.rmtree(profile, ignore_errors=True)


def screenshot(session: Any, name: str) -> Path:
    """The whole window as `data/reports/ui/<name>.png`."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    target = SCREENSHOTS / f"{name}.png"
    session.save_screenshot(str(target))
    return target
