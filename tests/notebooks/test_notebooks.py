"""The notebooks of docs/notebooks/ run from top to bottom (`jupyter nbconvert --execute`, Debian's
nbconvert and ipykernel) and show what their text says: no cell fails, and the values, canonical
forms and pictures are there. Jupyter and IPython write only to a temporary folder (HOME and
their own folders point there), the kernel is this Python (sys.executable) with the package of
build/python. Run by ctest `notebooks` (CMakeLists.txt) with PYTHONPATH set."""
import json
import os
import subprocess
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NOTEBOOKS = os.path.join(ROOT, "docs", "notebooks")


def take_or_split(n):
    """G(0) … G(n) of the notebook's own game (take 1 or 2; split a heap of more than 4 in two
    unequal heaps), by plain recursion over whole positions: a second route to its values."""
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def g(heaps):  # a sorted tuple of heaps; the mex over the positions one move leaves
        seen = set()
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            after = [(h - t,) for t in (1, 2) if t <= h]
            after += [(a, h - a) for a in range(1, (h + 1) // 2)] if h > 4 else []
            for parts in after:
                seen.add(g(tuple(sorted(rest + tuple(p for p in parts if p)))))
        m = 0
        while m in seen:
            m += 1
        return m
    return " ".join(str(g((k,) if k else ())) for k in range(n + 1))


# What each notebook must show, in its outputs (text, HTML or SVG).
EXPECTED = {
    "every-impartial-game-is-nim.ipynb": [
        "(0, 2, 0)",                                            # mex
        "array([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]",  # Kayles
        "([1, 4, 7], 2, 2)",                                    # the XOR rule
        "3 XOR 3 = 0",                                          # a winning move's reason
        "['P', 'P', 'P']",
        "The game tree of kayles:4",
        "preperiod 71, period 12 — proved",                     # the strip
        "Hackenbush picture hackenbush:0g1,1g2,2g3,0g4,4g5,0g6,6g7,6g8,7g8",
        "cut the edge 0g1",
        take_or_split(30),                                      # a HeapGame of our own
    ],
    "partizan-values-and-temperature.ipynb": [
        "[('1', 'L'), ('-1', 'R'), ('0', 'P'), ('*', 'N')]",
        "{0 | *}        = ^",
        "{1 | -1}       = +-1",
        "domineering:...|...    {2|-1/2}",
        "(1, ^^, 0, ^*)",
        "* || 0: True",
        "'temperature': '5/4'",
        "[('1', '{1|0}'), ('3/2', '1/2*'), ('2', '1/2')]",
        "{2|-1}: mean 1/2, temperature 3/2",                    # the thermograph
        "Left wall",
        "682 boards agree",                                     # user Domineering
        "The game tree of domineering:...|...",
        "3/4",                                                  # bbrb + r
    ],
}


def outputs(notebook):
    """Every output of every code cell, as text, with the error outputs apart."""
    texts, errors = [], []
    for cell in notebook["cells"]:
        for out in cell.get("outputs", []):
            if out["output_type"] == "error":
                errors.append(f"{out['ename']}: {out['evalue']}")
            elif out["output_type"] == "stream":
                texts.append("".join(out["text"]))
                if out["name"] == "stderr":
                    errors.append("stderr: " + "".join(out["text"]))
            else:
                for value in out.get("data", {}).values():
                    texts.append("".join(value) if isinstance(value, list) else str(value))
    return "\n".join(texts), errors


@pytest.fixture(scope="module")
def executed():
    """Both notebooks run once, by nbconvert, in a folder of their own."""
    try:
        import ipykernel  # noqa: F401
        import nbconvert  # noqa: F401
    except ImportError as e:
        pytest.fail(f"{e.name} is missing: scripts/install-deps.sh installs jupyter-nbconvert "
                    f"and python3-ipykernel")
    with tempfile.TemporaryDirectory(prefix="grundy-notebooks-") as work:
        yield _execute(work)


def _execute(work):
    """Runs nbconvert on both notebooks into `work`; returns them, executed, by name."""
    home = os.path.join(work, "home")
    kernel = os.path.join(home, "jupyter-data", "kernels", "python3")
    os.makedirs(kernel)
    with open(os.path.join(kernel, "kernel.json"), "w") as f:
        json.dump({"argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
                   "display_name": "Python 3", "language": "python"}, f)
    env = {**os.environ, "HOME": home, "IPYTHONDIR": os.path.join(home, "ipython"),
           "JUPYTER_CONFIG_DIR": os.path.join(home, "jupyter-config"),
           "JUPYTER_DATA_DIR": os.path.join(home, "jupyter-data"),
           "JUPYTER_RUNTIME_DIR": os.path.join(home, "jupyter-runtime"),
           "GRUNDY_DB": os.path.join(work, "results.sqlite"),
           "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
    paths = [os.path.join(NOTEBOOKS, name) for name in EXPECTED]
    run = subprocess.run([sys.executable, "-m", "nbconvert", "--to", "notebook", "--execute",
                          "--ExecutePreprocessor.timeout=120", "--output-dir", work, *paths],
                         env=env, cwd=work, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    result = {}
    for name in EXPECTED:
        with open(os.path.join(work, name), encoding="utf-8") as f:
            result[name] = json.load(f)
    return result


def test_the_notebooks_are_what_their_generator_writes():
    run = subprocess.run([sys.executable, os.path.join(NOTEBOOKS, "make_notebooks.py"), "--check"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_notebook_runs_without_an_error_and_shows_its_values(executed, name):
    notebook = executed[name]
    text, errors = outputs(notebook)
    assert errors == []
    code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    assert all(c["execution_count"] for c in code)  # every cell ran
    for expected in EXPECTED[name]:
        assert expected in text, expected


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_picture_of_a_notebook_is_well_formed_svg(executed, name):
    import xml.etree.ElementTree as ET
    pictures = [out["data"]["image/svg+xml"] for cell in executed[name]["cells"]
                for out in cell.get("outputs", []) if "image/svg+xml" in out.get("data", {})]
    assert len(pictures) >= 3
    for svg in pictures:
        ET.fromstring("".join(svg) if isinstance(svg, list) else svg)
