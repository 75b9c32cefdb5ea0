"""Build the project's static site into ``site/``: docs, lessons in JupyterLite, Voici pages.

    .venv-site/bin/python tools/site/build.py            # fetch what is missing, then build
    .venv-site/bin/python tools/site/build.py --offline  # never fetch: fail if it lacks something

The folder it writes holds three parts, and nothing in it loads from outside the folder:

- ``site/``            the documentation (Sphinx + myst-nb): the rules, the API, the lessons
                       rendered with their static pictures, the command line;
- ``site/lite/``       JupyterLite with the Pyodide kernel: every lesson live in the browser
                       (``lite/lab/index.html?path=notebooks/NN-....ipynb``);
- ``site/present/``    Voici: every lesson as a presentation
                       (``present/voici/render/NN-....html``).

Downloads (the npm ``pyodide`` packages and the pure-Python wheels the kernels need) go to
``.site-cache/`` once; every later build is offline. The lessons are taken from
``notebooks/*.ipynb`` (whatever is there); the copies put on the site get a first cell that
installs the project's wheel with piplite, and their links to ``docs/rules.md`` point at the
site's rules page. The repository keeps one copy of each lesson.

It runs in an environment of its own, ``.venv-site`` (``make site-deps``: the project and
``tools/site/requirements.txt``), never in the project's ``.venv``: the JupyterLite kernel
package holds a lab extension that makes every JupyterLab and Notebook 7 page of its
environment log "Shared module @jupyterlite/services doesn't exist". Voici needs a second one
(``.venv-voici``, see ``tools/site/requirements-voici.txt``): voici-core pins an older
jupyterlite-core than the JupyterLite part uses.
"""

from __future__ import annotations

import argparse
import base64
import copy
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".site-cache"
WORK = ROOT / "build" / "site-work"
OUT = ROOT / "site"
VOICI_VENV = ROOT / ".venv-voici"
# Voici writes its pages under <output>/voici/render/: site/present/voici/render/NN-....html
PRESENT = OUT / "present"

# The Pyodide each kernel package was made for (its schema's default pyodideUrl).
LITE_PYODIDE = "314.0.6"  # jupyterlite-pyodide-kernel 0.8.6, Python 3.14
LITE_PYTHON = "3.14"
VOICI_PYODIDE = "0.29.0"  # jupyterlite-pyodide-kernel 0.7.0 (for voici-core 0.10.0), Python 3.13
VOICI_PYTHON = "3.13"

# What the kernels load from Pyodide's lock at start-up (the lock's own dependencies follow).
LOCK_ROOTS = ("micropip", "packaging", "ipython", "jedi", "traitlets", "typing-extensions")
# Lock dependencies that are wasm builds or unused by the lessons: dropped from the lock.
LOCK_DROP = ("sqlite3", "matplotlib")
# Served through piplite, at the versions of the lab extensions in the build environment.
PIPLITE = ("anywidget", "ipywidgets", "jupyterlab_widgets", "psygnal", "comm", "typing_extensions")

FIRST_CELL = (
    "# On this site the lessons run in your browser (JupyterLite): this cell installs\n"
    "# the project and the widget libraries from the site itself.\n"
    "import piplite\n"
    'await piplite.install(["tractor-widgets", "anywidget", "ipywidgets"])'
)
#: A lesson's link to the rules page: ../docs/rules.md from notebooks/, ../../docs/rules.md from
#: a translated lesson in notebooks/<code>/.
RULES_LINK = re.compile(r"\((?:\.\./)?\.\./docs/rules\.md(#[^)\s]*)?\)")


def log(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def run(cmd: list[str], **kw) -> None:
    log("$ " + " ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def lessons() -> list[Path]:
    return sorted((ROOT / "notebooks").glob("*.ipynb"))


#: The languages the lessons are translated into (``make lessons``: notebooks/<code>/).
LESSON_LANGUAGES = ("es",)
#: Each lesson page's links to its translation: the language's name, "try it live", "presentation".
LESSON_LINK_WORDS = {"es": ("En español", "pruébala en vivo", "presentación")}


def translated_lessons() -> list[tuple[str, Path]]:
    """(language code, lesson) of every translated lesson."""
    return [(code, nb) for code in LESSON_LANGUAGES
            for nb in sorted((ROOT / "notebooks" / code).glob("*.ipynb"))]  # fmt: skip


# --- fetching (only what the cache lacks) ---------------------------------------------------


class Missing(RuntimeError):
    pass


def npm_pyodide(version: str, offline: bool) -> Path:
    tgz = CACHE / "npm" / f"pyodide-{version}.tgz"
    if not tgz.exists():
        if offline:
            raise Missing(f"{tgz} is not in the cache")
        tgz.parent.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"pyodide@{version}", "--pack-destination", tgz.parent])
    return tgz


def pure_wheel(name: str, version: str, python: str, offline: bool) -> Path:
    """A py3-none-any wheel of name==version, from the cache or PyPI."""
    folder = CACHE / "wheels"
    key = re.sub(r"[-_.]+", "_", name).lower()
    for path in folder.glob("*.whl"):
        dist, ver = path.name.split("-")[:2]
        if re.sub(r"[-_.]+", "_", dist).lower() == key and ver == version:
            return path
    if offline:
        raise Missing(f"no wheel of {name}=={version} in {folder}")
    folder.mkdir(parents=True, exist_ok=True)
    run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
         "--only-binary=:all:", "--platform", "any", "--python-version", python,
         "--implementation", "py", "-d", folder, f"{name}=={version}"]
    )  # fmt: skip
    return pure_wheel(name, version, python, offline=True)


def empty_wheel(name: str, version: str) -> Path:
    """An empty py3-none-any wheel, to satisfy an install of a module the lessons never use."""
    folder = WORK / "empty-wheels"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tractor-site\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
    }
    record = []
    with zipfile.ZipFile(path, "w") as zf:
        for arc, text in files.items():
            data = text.encode()
            zf.writestr(arc, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            record.append(f"{arc},sha256={digest.decode()},{len(data)}")
        record.append(f"{info}/RECORD,,")
        zf.writestr(f"{info}/RECORD", "\n".join(record) + "\n")
    return path


# --- pyodide: the npm package with a lock that points at PyPI's pure-Python wheels -------------


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pyodide_folder(version: str, python: str, dest: Path, offline: bool) -> None:
    """Unpack npm pyodide@version into dest and rewrite its lock for the wheels in the cache."""
    tgz = npm_pyodide(version, offline)
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    with tarfile.open(tgz) as tar:
        for member in tar.getmembers():
            if not member.isfile():
                continue
            name = member.name.split("/", 1)[1]
            if "/" in name or name.endswith((".map", ".d.ts", ".html", ".md")):
                continue
            if name == "package.json":
                continue
            (dest / name).write_bytes(tar.extractfile(member).read())
    lock_path = dest / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    packages = {norm(k): v for k, v in lock["packages"].items()}  # keys are normalized names
    keep: dict[str, dict] = {}
    todo = [norm(r) for r in LOCK_ROOTS]
    while todo:
        name = todo.pop()
        if name in keep or name in LOCK_DROP or name not in packages:
            continue
        entry = copy.deepcopy(packages[name])
        entry["depends"] = [d for d in entry.get("depends", []) if norm(d) not in LOCK_DROP]
        keep[name] = entry
        todo.extend(norm(d) for d in entry["depends"])
    for entry in keep.values():
        wheel = pure_wheel(entry["name"], entry["version"], python, offline)
        shutil.copy2(wheel, dest / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
    lock["packages"] = keep  # keyed as Pyodide keys them: the normalized name
    lock_path.write_text(json.dumps(lock, indent=1))
    log(f"pyodide {version}: lock keeps {len(keep)} packages: {', '.join(sorted(keep))}")


# --- the lessons' site copies ----------------------------------------------------------------


def site_copy(nb_path: Path, rules_href: str, *, install_cell: bool) -> dict:
    nb = json.loads(nb_path.read_text())
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            cell["source"] = RULES_LINK.sub(lambda m: f"({rules_href}{m.group(1) or ''})", text)
        elif cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    if install_cell:
        nb["cells"].insert(
            0,
            {
                "cell_type": "code",
                "execution_count": None,
                "id": "site-install",
                "metadata": {"tags": ["site-install"]},
                "outputs": [],
                "source": FIRST_CELL,
            },
        )
    nb.setdefault("metadata", {})["kernelspec"] = {
        "display_name": "Python (Pyodide)",
        "language": "python",
        "name": "python",
    }
    return nb


def write_nb(nb: dict, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")


# A code cell the page hides (its checks of what the prose says), with the blank line after it.
HIDDEN_CELL = re.compile(
    r"^```\{code-cell\}[^\n]*\n(?::[a-z-]+:[^\n]*\n)*?:tags: \[[^\]\n]*remove-cell[^\]\n]*\]\n"
    r".*?^```\n\n?",
    re.M | re.S,
)


def plain_markdown(path: Path) -> str:
    """A MyST page as plain Markdown: no front matter, code cells as Python code blocks, the
    hidden cells (tag ``remove-cell``) left out as the built page leaves them out."""
    text = path.read_text()
    if text.startswith("---\n"):
        text = text.split("\n---\n", 1)[1]
    text = HIDDEN_CELL.sub("", text)
    text = re.sub(r"```\{code-cell\}[^\n]*\n(:[a-z-]+:[^\n]*\n)*", "```python\n", text)
    note = (
        "> This is the text of the rules page. On the site's documentation every example below"
        " is run and drawn with card pictures; here, copy one into a notebook cell to run it.\n\n"
    )
    title, _, rest = text.lstrip().partition("\n")
    return f"{title}\n\n{note}{rest}"


# --- the parts ---------------------------------------------------------------------------------


def project_wheel() -> Path:
    folder = WORK / "wheel"
    if folder.exists():
        shutil.rmtree(folder)
    cmd = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", folder, ROOT]
    try:  # offline: with the build backend installed in this environment
        run([*cmd, "--no-build-isolation"])
    except subprocess.CalledProcessError:  # a backend this environment lacks: pip fetches it
        log("the build backend is not installed here: building the wheel with build isolation")
        run(cmd)
    (wheel,) = folder.glob("tractor_widgets-*.whl")
    return wheel


def piplite_wheels(python: str, offline: bool, versions_from: Path | None = None) -> list[Path]:
    wheels = []
    for name in PIPLITE:
        version = metadata.version(name) if versions_from is None else venv_version(name)
        wheels.append(pure_wheel(name, version, python, offline))
    return wheels


def venv_version(name: str) -> str:
    out = subprocess.run(
        [VOICI_VENV / "bin" / "python", "-c",
         f"import importlib.metadata as m; print(m.version({name!r}))"],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    return out.stdout.strip()


def lite_config(lite_dir: Path, wheels: list[Path]) -> None:
    (lite_dir / "jupyter_lite_config.json").write_text(
        json.dumps({"PipliteAddon": {"piplite_urls": [str(w) for w in wheels]}}, indent=1)
    )
    (lite_dir / "jupyter-lite.json").write_text(
        json.dumps(
            {
                "jupyter-lite-schema-version": 0,
                "jupyter-config-data": {
                    "appName": "tractor-widgets lessons",
                    "litePluginSettings": {
                        "@jupyterlite/pyodide-kernel-extension:kernel": {
                            "disablePyPIFallback": True
                        }
                    },
                    "settingsOverrides": {
                        "@jupyterlab/apputils-extension:notification": {
                            "fetchNews": "false",
                            "checkForUpdates": False,
                        }
                    },
                },
            },
            indent=1,
        )
    )


def build_lite(wheel: Path, offline: bool) -> None:
    lite_dir = WORK / "lite-src"
    contents = WORK / "lite-contents"
    for folder in (lite_dir, contents):
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
    pyodide_folder(LITE_PYODIDE, LITE_PYTHON, lite_dir / "static" / "pyodide", offline)
    lite_config(lite_dir, [wheel, *piplite_wheels(LITE_PYTHON, offline)])
    for nb in lessons():
        write_nb(
            site_copy(nb, "../docs/rules.md", install_cell=True), contents / "notebooks" / nb.name
        )
    for code, nb in translated_lessons():
        copy = site_copy(nb, "../../docs/rules.md", install_cell=True)
        write_nb(copy, contents / "notebooks" / code / nb.name)
    # the lessons' links to ../docs/rules.md open it in JupyterLite's Markdown viewer
    (contents / "docs").mkdir()
    (contents / "docs" / "rules.md").write_text(plain_markdown(ROOT / "docs" / "rules.md"))
    jupyter = Path(sys.executable).parent / "jupyter"
    run(
        [jupyter, "lite", "build", "--force", "--no-sourcemaps", "--no-unused-shared-packages",
         "--apps", "lab", "--contents", contents, "--output-dir", OUT / "lite"],
        cwd=lite_dir,
    )  # fmt: skip


def build_voici(wheel: Path, offline: bool) -> None:
    if not (VOICI_VENV / "bin" / "voici").exists():
        raise Missing(f"{VOICI_VENV} has no voici: run `make site-deps`")
    lite_dir = WORK / "voici-src"
    contents = WORK / "voici-contents"
    for folder in (lite_dir, contents):
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
    pyodide_folder(VOICI_PYODIDE, VOICI_PYTHON, lite_dir / "static" / "pyodide", offline)
    wheels = [wheel, *piplite_wheels(VOICI_PYTHON, offline, versions_from=VOICI_VENV)]
    # kernel 0.7.0 installs sqlite3 at start-up: an empty wheel satisfies it
    wheels.append(empty_wheel("sqlite3", "1.0.0"))
    lite_config(lite_dir, wheels)
    for nb in lessons():
        write_nb(site_copy(nb, "../../../rules.html", install_cell=True), contents / nb.name)
    for code, nb in translated_lessons():
        copy = site_copy(nb, "../../../../rules.html", install_cell=True)
        write_nb(copy, contents / code / nb.name)
    run(
        [VOICI_VENV / "bin" / "voici", "build", "--force", "--no-sourcemaps",
         "--no-unused-shared-packages", "--apps", "voici",
         "--contents", contents, "--output-dir", PRESENT],
        cwd=lite_dir,
    )  # fmt: skip
    # the rendered pages link Font Awesome from a CDN: drop those tags; the lessons' links are
    # underlined, as in `python -m tractor_widgets present`
    from tractor_widgets.present import LINKS_UNDERLINED

    cdn_link = re.compile(r'<link[^>]+href="https?://[^"]*"[^>]*>\s*')
    for page in PRESENT.rglob("*.html"):
        text = page.read_text()
        clean = cdn_link.sub("", text)
        if "render" in page.parts and "</head>" in clean:
            clean = clean.replace("</head>", f"<style>\n{LINKS_UNDERLINED}\n</style>\n</head>", 1)
        if clean != text:
            page.write_text(clean)


#: A hidden first cell for a page built in another language: its examples speak it too.
LANGUAGE_CELL = """```{{code-cell}} python
:tags: [remove-cell]
import tractor_engine as te
te.set_language("{code}")
```

"""


def build_docs(code: str = "") -> None:
    """The documentation into site/ (in English) or site/<code>/ (``code``: its pages translated
    from docs/locale/<code>, its lessons those of notebooks/<code>/, its examples in it)."""
    suffix = f"-{code}" if code else ""
    src, html = WORK / f"docs-src{suffix}", WORK / f"html{suffix}"
    for folder in (src, html):
        if folder.exists():
            shutil.rmtree(folder)
    shutil.copytree(ROOT / "docs", src, ignore=shutil.ignore_patterns("_build", "__pycache__"))
    up = "../" if code else ""  # a translated page sits one folder deeper
    if code:
        rules = src / "rules.md"
        head, _, body = rules.read_text().partition("\n---\n")
        rules.write_text(f"{head}\n---\n\n{LANGUAGE_CELL.format(code=code)}{body.lstrip()}")
    folder = src / "lessons"
    folder.mkdir(exist_ok=True)
    sources = [nb for c, nb in translated_lessons() if c == code] if code else lessons()
    for nb_path in sources:
        nb = site_copy(nb_path, "../rules.md", install_cell=False)
        for cell in nb["cells"]:  # a translated lesson's "../README.md" is the lessons' index
            if cell["cell_type"] == "markdown" and code:
                cell["source"] = cell["source"].replace("](../README.md", "](README.md")
        nb["metadata"]["kernelspec"] = {
            "display_name": "Python 3",
            "language": "python",
            "name": "python3",
        }
        stem = nb_path.stem
        where = f"{code}/" if code else ""
        live, show = LESSON_LINK_WORDS.get(code, ("", "Try it live", "Presentation"))[1:]
        links = (
            '<p class="tw-lesson-links">'
            f'<a class="tw-try-live" href="{up}../lite/lab/index.html?path=notebooks/{where}'
            f'{nb_path.name}">{live[:1].upper() + live[1:]}</a> · '
            f'<a class="tw-presentation" href="{up}../present/voici/render/{where}{stem}.html">'
            f"{show[:1].upper() + show[1:]}</a>"
            + "".join(
                f' · <span lang="{other}">{LESSON_LINK_WORDS[other][0]}: '
                f'<a href="../lite/lab/index.html?path=notebooks/{other}/{nb_path.name}">'
                f"{LESSON_LINK_WORDS[other][1]}</a> · "
                f'<a href="../present/voici/render/{other}/{stem}.html">'
                f"{LESSON_LINK_WORDS[other][2]}</a></span>"
                for other in ([] if code else LESSON_LANGUAGES)
                if (ROOT / "notebooks" / other / nb_path.name).exists()
            )
            + "</p>"
        )
        # after the lesson's title (its first markdown cell's first heading)
        first = next((c for c in nb["cells"] if c["cell_type"] == "markdown"), None)
        if first is not None and first["source"].lstrip().startswith("# "):
            head, _, rest = first["source"].lstrip().partition("\n")
            first["source"] = f"{head}\n\n{links}\n{rest}"
        else:
            nb["cells"].insert(
                0, {"cell_type": "markdown", "id": "site-links", "metadata": {}, "source": links}
            )
        write_nb(nb, folder / nb_path.name)
    readme = ROOT / "notebooks" / "README.md"
    if readme.exists():
        text = RULES_LINK.sub(lambda m: f"(../rules.md{m.group(1) or ''})", readme.read_text())
        (folder / "README.md").write_text(text)
    # -E: every page read and executed again, since a page's pictures change with the engine
    # and the widgets although its own source did not
    language = ["-D", f"language={code}"] if code else []
    run(
        [Path(sys.executable).parent / "sphinx-build", "-E", "-W", "--keep-going", "-q", "-b",
         "html", *language, "-d", WORK / f"doctrees{suffix}", src, html]
    )  # fmt: skip
    # built under WORK (myst-nb keeps its executed copies beside the output folder), then copied
    shutil.copytree(html, OUT / code if code else OUT, dirs_exist_ok=True)


#: The language switch on each page that has a translation, and on the translation.
SWITCH = '<p class="tw-language-switch">{links}</p>'


def link_translations() -> None:
    """Put on each page of the site's documentation that has a translation a link to it, and on
    the translation a link back (the pages' own language names, marked with ``lang``)."""
    from tractor_engine.speech.languages import (
        LANGUAGES as names,  # each named in itself: "Español"
    )

    for code in LESSON_LANGUAGES:
        for page in (OUT / code).rglob("*.html"):
            rel = page.relative_to(OUT / code)
            english = OUT / rel
            if not english.exists() or rel.parts[0] in ("_static", "_sources", "_modules"):
                continue
            depth = "../" * (len(rel.parts) - 1)
            links = (
                (english, f"{depth}{code}/{rel.as_posix()}", code),  # to the translation
                (page, f"{depth}../{rel.as_posix()}", "en"),  # and back
            )
            for path, href, lang in links:
                text = path.read_text()
                link = f'<a href="{href}" hreflang="{lang}" lang="{lang}">{names[lang]}</a>'
                switch = SWITCH.format(links=link)
                if "tw-language-switch" not in text and '<article role="main"' in text:
                    text = re.sub(r'(<article role="main"[^>]*>)', rf"\1{switch}", text, count=1)
                    path.write_text(text)


def check() -> list[str]:
    """What the finished site lacks: one line per missing page."""
    problems = []
    for nb in lessons():
        for path in (
            OUT / "lessons" / f"{nb.stem}.html",
            OUT / "lite" / "files" / "notebooks" / nb.name,
            PRESENT / "voici" / "render" / f"{nb.stem}.html",
        ):
            if not path.exists():
                problems.append(f"missing {path.relative_to(ROOT)}")
    for code, nb in translated_lessons():
        for path in (
            OUT / "lite" / "files" / "notebooks" / code / nb.name,
            PRESENT / "voici" / "render" / code / f"{nb.stem}.html",
        ):
            if not path.exists():
                problems.append(f"missing {path.relative_to(ROOT)}")
    translated = [f"{c}/{p}" for c in LESSON_LANGUAGES for p in ("index.html", "rules.html")]
    for page in (
        "index.html",
        "rules.html",
        "cli.html",
        "api/engine.html",
        "api/widgets.html",
        "lite/lab/index.html",
        "lite/static/pyodide/pyodide.mjs",
        *translated,
    ):
        if not (OUT / page).exists():
            problems.append(f"missing site/{page}")
    return problems


def size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--offline", action="store_true", help="never fetch; fail if uncached")
    parser.add_argument(
        "--parts", default="docs,lite,voici", help="comma-separated subset of docs,lite,voici"
    )
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    started = time.monotonic()
    WORK.mkdir(parents=True, exist_ok=True)
    if parts == {"docs", "lite", "voici"} and OUT.exists():
        shutil.rmtree(OUT)
    try:
        timings = {}
        if "docs" in parts:
            t = time.monotonic()
            build_docs()
            for code in LESSON_LANGUAGES:
                build_docs(code)
            link_translations()
            timings["docs"] = time.monotonic() - t
        if parts & {"lite", "voici"}:
            wheel = project_wheel()
        if "lite" in parts:
            t = time.monotonic()
            build_lite(wheel, args.offline)
            timings["lite"] = time.monotonic() - t
        if "voici" in parts:
            t = time.monotonic()
            build_voici(wheel, args.offline)
            timings["voici"] = time.monotonic() - t
    except Missing as exc:
        log(f"cannot build offline: {exc} (run without --offline once to fill {CACHE})")
        return 2
    except subprocess.CalledProcessError as exc:
        log(f"failed: {' '.join(str(c) for c in exc.cmd[:3])} ... exited {exc.returncode}")
        return 1
    (OUT / ".nojekyll").touch()
    if parts == {"docs", "lite", "voici"}:
        (OUT / ".build-stamp").write_text(
            time.strftime("%Y-%m-%d %H:%M:%S UTC\n", time.gmtime())
        )  # GitHub Pages: serve folders starting with _ (Sphinx's _static)
    problems = check() if parts == {"docs", "lite", "voici"} else []
    for line in problems:
        log(line)
    parts_size = {p: size(OUT / p) / 1e6 for p in ("lite", "present") if (OUT / p).exists()}
    log(
        "built in {:.0f} s ({}); site/ is {:.1f} MB ({})".format(
            time.monotonic() - started,
            ", ".join(f"{k} {v:.0f} s" for k, v in timings.items()),
            size(OUT) / 1e6,
            ", ".join(f"{k} {v:.1f} MB" for k, v in parts_size.items()),
        )
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
