# Two commands do everything on a fresh machine:
#   make lab   - create .venv, install the project, open the lessons in JupyterLab
#   make test  - install the test dependencies (and Debian's chromium if missing), run every test
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
PORT   ?= 8888

.PHONY: lab test test-pythons venv browser lint format bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

venv: $(PY)
	$(PY) -m pip install --quiet -e ".[test]"

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

lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

test: venv browser lint
	$(PY) -m pytest

# The engine's, rounds' and widgets' tests on Python 3.10-3.13 (noxfile.py); not part of `test`.
test-pythons: venv
	$(VENV)/bin/nox

format: venv
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

bench: venv
	$(PY) benchmarks/engine_bench.py

clean:
	rm -rf $(VENV) .nox build dist *.egg-info .pytest_cache .ruff_cache .hypothesis test-artifacts
