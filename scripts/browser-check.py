#!/usr/bin/env python3
"""Renders an HTML page in headless Chromium and reports what a reader would get.

    scripts/browser-check.py PAGE.html OUTDIR

Three runs of Debian's `chromium` (apt-get install chromium), all with background networking
off and a proxy that goes nowhere, so nothing can leave the machine:
1. desktop, 1280×800: OUTDIR/desktop.png, the page's console messages (Chromium's stderr log,
   `CONSOLE` lines whose source is the page) and its network requests (a NetLog, requests in the
   page's own file:// partition to anything but file: or data: URLs);
2. phone, 390×844: OUTDIR/phone.png;
3. JavaScript off: the DOM after loading, OUTDIR/dom-without-js.html, from a copy of the page
   (OUTDIR/without-js.html) whose first element in <head> is a Content-Security-Policy that
   forbids every script. (Chromium 156's new headless mode gives an empty --dump-dom with
   --blink-settings=scriptEnabled=false, and ignores --disable-javascript.)
4. the layout: a probe page of ours (OUTDIR/probe.html) holds the page in frames 1280 and 390
   CSS pixels wide and records how wide each document's content is (a headless window is never
   narrower than 500 pixels, a frame is), so content wider than the screen shows.
Prints one JSON object: console, requests, per screenshot its width, height, distinct colours
and the share of the most common colour (a blank page has one colour), and per width how many
pixels the content overflows. The caller decides what passes
(Tests/MigrateCLITests/BrowserReportTests.swift).
"""
import collections
import json
import os
import pathlib
import re
import struct
import subprocess
import sys
import tempfile
import zlib

QUIET = [
    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--disable-extensions", "--proxy-server=127.0.0.1:9",
    "--hide-scrollbars",
]


def chromium(arguments, profile):
    command = ["chromium", *QUIET, f"--user-data-dir={profile}", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def png_pixels(path):
    """Width, height and the pixels of an 8-bit RGB or RGBA PNG (what Chromium writes)."""
    data = pathlib.Path(path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG {header}"
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    previous = bytearray(stride)
    pixels = []
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        pixels.extend(bytes(line[i:i + 3]) for i in range(0, stride, channels))
        previous = line
    return width, height, pixels


def screenshot_summary(path):
    width, height, pixels = png_pixels(path)
    counts = collections.Counter(pixels)
    return {
        "width": width, "height": height, "colours": len(counts),
        "dominantShare": round(counts.most_common(1)[0][1] / len(pixels), 4), "bytes": os.path.getsize(path),
    }


def page_requests(netlog_path):
    """URLs the page itself asked for (its network partition is file://), other than files."""
    log = json.loads(pathlib.Path(netlog_path).read_text())
    names = {value: key for key, value in log["constants"]["logEventTypes"].items()}
    urls = set()
    for event in log["events"]:
        params = event.get("params", {})
        if names.get(event["type"]) != "URL_REQUEST_START_JOB" or "url" not in params:
            continue
        if params.get("network_isolation_key", "").startswith("file://") and not re.match(r"(file|data):", params["url"]):
            urls.add(params["url"])
    return sorted(urls)


PROBE = """<!DOCTYPE html><html><body>
<iframe id="desktop" src="{url}" style="width: 1280px; height: 800px; border: 0"></iframe>
<iframe id="phone" src="{url}" style="width: 390px; height: 844px; border: 0"></iframe>
<script>
var pending = 2, layout = {{}};
function measure(frame) {{
  var root = frame.contentDocument.documentElement;
  layout[frame.id] = root.scrollWidth - root.clientWidth;
  if (--pending === 0) document.body.setAttribute("data-overflow", JSON.stringify(layout));
}}
["desktop", "phone"].forEach(function (id) {{
  var frame = document.getElementById(id);
  frame.addEventListener("load", function () {{ measure(frame); }});
}});
</script></body></html>"""


def forbidding_scripts(html):
    """The page with a policy that blocks its scripts (inline ones too) before any can run."""
    policy = '<meta http-equiv="Content-Security-Policy" content="script-src \'none\'" />'
    head = re.search(r"<head\b[^>]*>", html, re.IGNORECASE)
    if head:
        return html[:head.end()] + policy + html[head.end():]
    return f"<head>{policy}</head>" + html


def overflow(url, out, profile):
    """How many CSS pixels the page's content is wider than a 1280 and a 390 pixel screen."""
    probe = out / "probe.html"
    probe.write_text(PROBE.format(url=url))
    dom = chromium(["--allow-file-access-from-files", "--window-size=1800,900", "--virtual-time-budget=5000", "--dump-dom",
                    probe.resolve().as_uri()], profile)
    found = re.search(r"data-overflow=\"([^\"]*)\"", dom.stdout)
    return json.loads(found.group(1).replace("&quot;", '"')) if found else None


def main(page, out):
    out = pathlib.Path(out)
    out.mkdir(parents=True, exist_ok=True)
    url = pathlib.Path(page).resolve().as_uri()
    with tempfile.TemporaryDirectory() as profile:
        netlog = out / "netlog.json"
        desktop = chromium(
            ["--enable-logging=stderr", "--v=0", f"--log-net-log={netlog}", "--window-size=1280,800",
             f"--screenshot={out / 'desktop.png'}", url], profile)
        console = [line for line in desktop.stderr.splitlines() if ":CONSOLE" in line and url in line]
        chromium(["--window-size=390,844", f"--screenshot={out / 'phone.png'}", url], profile)
        without_js = out / "without-js.html"
        without_js.write_text(forbidding_scripts(pathlib.Path(page).read_text()))
        dom = chromium(["--dump-dom", without_js.resolve().as_uri()], profile)
        (out / "dom-without-js.html").write_text(dom.stdout)
        layout = overflow(url, out, profile)
    print(json.dumps({
        "console": console, "requests": page_requests(netlog), "overflow": layout,
        "desktop": screenshot_summary(out / "desktop.png"), "phone": screenshot_summary(out / "phone.png"),
    }, indent=1, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
