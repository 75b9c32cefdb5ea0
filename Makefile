# Two commands do everything on a fresh machine:
#   make lab   - create .venv, install the project, open the lessons in JupyterLab
#   make test  - install the test dependencies (and Debian's chromium if missing), run every test
# and one while you work:
#   make check - the fast tier (under 2 minutes): ruff, then the engine's, rounds' and widgets'
#                tests that need no browser and are not marked slow
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
PORT   ?= 8888
# pytest-xdist: two workers (the machines have two cores); a file's tests stay in one worker
# (tests/conftest.py). `make test PYTEST_WORKERS=0` runs serially.
PYTEST_WORKERS ?= 2
XDIST  := -n $(PYTEST_WORKERS)
# more arguments for every pytest run of check and test, e.g. PYTEST_ARGS=--durations=30
PYTEST_ARGS ?=
# `make venv` once the dependencies are installed: checks only pyproject.toml's date
INSTALLED := $(VENV)/.installed

.PHONY: lab test check test-pythons venv browser lint lint-js types format bench clean site \
	site-deps serve-site coverage mutate messages lessons docs-messages

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

venv: $(PY)
	$(PY) -m pip install --quiet -e ".[test]"
	@touch $(INSTALLED)

$(INSTALLED): pyproject.toml
	$(MAKE) --no-print-directory venv

# JupyterLab refuses to run as root without --allow-root (containers, CI machines).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

lab: $(PY)
	$(PY) -m pip install --quiet -e ".[lab]"
	$(PY) binder/lab_overrides.py
	$(VENV)/bin/jupyter lab --notebook-dir=notebooks --port=$(PORT) $(ROOT_FLAG)

browser:
	@command -v /usr/bin/chromium >/dev/null 2>&1 || { \
	  echo "installing Debian's chromium for the browser tests"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }

lint: $(INSTALLED) lint-js
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

# The widgets' JavaScript and CSS (tractor_widgets/static/) checked by Biome's linter (biome.json:
# the recommended rules; formatter off), pinned in .tools/package.json and package-lock.json and
# installed by npm into .tools/node_modules (gitignored): node and npm are all it needs.
BIOME := .tools/node_modules/.bin/biome
$(BIOME): .tools/package.json .tools/package-lock.json
	cd .tools && npm ci --no-audit --no-fund --loglevel=error
	touch $(BIOME)

lint-js: $(BIOME)
	$(BIOME) lint --error-on-warnings

# The engine's and widgets' types ([tool.mypy] in pyproject.toml says how and how strictly).
types: $(INSTALLED)
	$(VENV)/bin/mypy

# The fast tier: what to run before every commit (lint, types, and the tests without a
# browser, a notebook kernel or a long sweep).
check: lint types
	$(PY) -m pytest $(XDIST) $(PYTEST_ARGS) -q -m "not slow and not browser" tests/engine tests/rounds tests/widgets

# The whole suite, every check (what .ci/run runs). The site is built in the background, at a
# lower priority (`nice make site`, its log in test-artifacts/site-build.log, its exit status
# then in test-artifacts/site-build.status), while ruff, mypy and every test run: one pytest
# session on two workers, in which the site's tests and the distribution's (whose
# `python -m build` writes in the checkout, as the site build's `pip wheel` does) are handed
# out once the build is done (tests/conftest.py, TRACTOR_SITE_BUILD_DONE). .venv is installed
# first: the site's `pip install -e .` writes the same egg-info. Opt-in sweeps, not run here:
# TRACTOR_AXE_SWEEP=1 (axe on every docs page), TRACTOR_SITE_ALL_LESSONS=1 (every lesson in
# JupyterLite and Voici), TRACTOR_PRESENT_ALL_LESSONS=1 (every lesson presented).
SITE_LOG    := test-artifacts/site-build.log
SITE_STATUS := test-artifacts/site-build.status
test: venv browser
	@mkdir -p test-artifacts
	@rm -f $(SITE_STATUS)
	@echo "make site in the background (log: $(SITE_LOG))"
	@( nice -n 10 $(MAKE) --no-print-directory site > $(SITE_LOG) 2>&1; \
	  echo $$? > $(SITE_STATUS).new; mv $(SITE_STATUS).new $(SITE_STATUS) ) & site=$$!; \
	$(MAKE) --no-print-directory lint types && \
	  TRACTOR_SITE_BUILD_DONE=$(CURDIR)/$(SITE_STATUS) $(PY) -m pytest $(XDIST) $(PYTEST_ARGS); \
	tested=$$?; \
	wait $$site; built=$$(cat $(SITE_STATUS) 2>/dev/null || echo 1); \
	if [ "$$built" != 0 ]; then tail -n 60 $(SITE_LOG); echo "make site failed ($$built)"; exit 1; fi; \
	grep -F '[site] built in' $(SITE_LOG) || true; \
	[ $$tested -eq 0 ]

# The engine's, rounds' and widgets' tests on Python 3.10-3.13 (noxfile.py); not part of `test`.
test-pythons: venv
	$(VENV)/bin/nox

# Branch coverage of the rules modules under the engine's and rounds' tests; not part of `test`.
# The report covers the rules modules and fails below 97% of their statements and branches.
RULES_MODULES := rulebook/follow rulebook/lead rulebook/trick rulebook/layout rulebook/combos rulebook/scoring \
	rulebook/bidding play/round
COMMA := ,
EMPTY :=
SPACE := $(EMPTY) $(EMPTY)
coverage: venv
	$(PY) -m coverage erase
	$(PY) -m coverage run -m pytest -q -p no:cacheprovider tests/engine tests/rounds
	$(PY) -m coverage report --fail-under=97 \
	  --include='$(subst $(SPACE),$(COMMA),$(RULES_MODULES:%=*/engine/%.py))'

# Mutation testing of the rules modules with mutmut 3 (not part of `test`; slow: minutes per
# module). One module at a time, one worker; survivors are judged in tests/MUTANTS.md.
# `make mutate MUTATE=layout` runs one module. mutmut names mutants by file path, so it
# mutates ./tractor_engine/ (a symlink to engine/, made here) to match the import name.
MUTATE ?= follow lead trick layout combos scoring
mutate: $(PY)
	$(PY) -m pip install --quiet -e ".[mutate]"
	ln -sfn engine tractor_engine
	for m in $(MUTATE); do \
	  $(VENV)/bin/mutmut run --max-children 1 "tractor_engine.rulebook.$$m.*" || { rm -f tractor_engine; exit 1; }; \
	done
	rm -f tractor_engine
	$(VENV)/bin/mutmut results

# The static site (tools/site/build.py): docs at site/, lessons live at site/lite/, presentations
# at site/present/voici/render/. Downloads go to .site-cache/ once; later builds are offline.
# It is built in environments of its own and never touches .venv: .venv-site (Sphinx, myst-nb,
# JupyterLite and the project) and .venv-voici (Voici). JupyterLite's kernel package brings a lab
# extension that breaks every JupyterLab and Notebook 7 page of the environment it is installed
# in ("Shared module @jupyterlite/services doesn't exist"), so it must stay out of .venv.
SITE_VENV  ?= .venv-site
SITE_PY    := $(SITE_VENV)/bin/python
VOICI_VENV ?= .venv-voici
SITE_PORT  ?= 8000

site-deps:
	test -x $(SITE_PY) || $(PYTHON) -m venv $(SITE_VENV)
	$(SITE_PY) -m pip install --quiet -r tools/site/requirements.txt -e .
	test -x $(VOICI_VENV)/bin/python || $(PYTHON) -m venv $(VOICI_VENV)
	$(VOICI_VENV)/bin/python -m pip install --quiet -r tools/site/requirements-voici.txt

site: site-deps
	$(SITE_PY) tools/site/build.py

serve-site:
	@test -f site/index.html || { echo "no site/ yet: run make site"; exit 1; }
	@echo "serving site/ at http://127.0.0.1:$(SITE_PORT)/ (Ctrl+C stops it)"
	$(PY) -m http.server --bind 127.0.0.1 --directory site $(SITE_PORT)

format: venv
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

# The sentences' catalogs (engine/speech/locale): extract the templates, add them to each language's
# .po for its translator, compile the .mo files the engine reads (Babel; tools/messages.py).
messages: venv
	$(PY) tools/messages.py

# The documentation pages in other languages: docs/locale/<code>/LC_MESSAGES/<page>.po brought
# up to the pages (Sphinx's gettext builder, in the site's environment).
docs-messages: site-deps
	$(SITE_VENV)/bin/python tools/site/messages.py

# The lessons in other languages (notebooks/es/): the English notebooks with their text cells
# translated from notebooks/locale/<code>.po, which this also brings up to the English cells.
lessons: venv
	$(PY) tools/lessons.py

bench: venv
	$(PY) benchmarks/engine_bench.py
	$(PY) benchmarks/import_bench.py

clean:
	rm -rf $(VENV) $(SITE_VENV) $(VOICI_VENV) site .nox build dist *.egg-info .pytest_cache .ruff_cache .hypothesis test-artifacts \
	  mutants tractor_engine .coverage .tools/node_modules
