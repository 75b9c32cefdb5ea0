"""The kernel's part of a click on the Table's Play, against an echo widget's, without a browser.

A client (``jupyter_client``) starts a kernel, makes an echo anywidget (it answers a message
with a message) and Tables, and sends each the message its page would send: the echo a ping, a
Table ``{"type": "act", "what": "play"}`` at every turn of the learner (seat 0, the hint's cards
selected, ``tractor-4p``, four hands). It times, from the message sent to the first message
back (the echo's answer; the Table's first update that carries ``_trick``: the learner's card),
and, for the Table, to the last update of the click (the bots' answers). Two echoes before each
Play, 50 ms of quiet after each message. This is the kernel and the wire only: the page's own
work is in ``browser_bench.py``.

Measured side by side on a 2-core machine (three runs each, medians over 68 plays): before
the Table sent a click's trick first and answered 2 ms later (tractor_widgets/table/answering.py),
the learner's card was sent 5.9-8.1 ms after the message (1.97-2.17x the echo's 3.0-3.7 ms),
the bots' answers 6.6-9.5 ms; after, 4.5-5.2 ms (1.41-1.51x the echo's 3.2-3.4 ms), the
answers 8.7-9.0 ms. Since a Play no longer copies the bots for Undo before its card is sent,
nor sends the emptied selection with it: 4.16 / 4.80 ms (1.32 / 1.34x the echo), against
4.62 / 4.28 ms (1.39 / 1.42x) for the widgets before (980b11e) in the same two runs.

Run: .venv/bin/python benchmarks/kernel_bench.py   (--widgets-from DIR: the kernel imports
tractor_widgets from DIR, e.g. a ``git archive`` of an older commit, to compare them)
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from browser_bench import ECHO  # the platform floor's echo widget, the same in both
from jupyter_client.manager import start_new_kernel

QUIET_S = 0.05
HANDS = range(1, 5)


class Kernel:
    """A kernel and a client that runs code and sends widgets the page's messages."""

    def __init__(self) -> None:
        self.manager, self.client = start_new_kernel(kernel_name="python3")

    def run(self, code: str) -> str:
        """Run ``code``; return what it printed (a traceback raises)."""
        msg_id = self.client.execute(code)
        out = []
        while True:
            msg = self.client.get_iopub_msg(timeout=60)
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            if msg["msg_type"] == "stream":
                out.append(msg["content"]["text"])
            elif msg["msg_type"] == "error":
                raise RuntimeError("\n".join(msg["content"]["traceback"]))
            elif msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
                return "".join(out)

    def click(self, comm_id: str, content: dict[str, Any], first: Any) -> tuple[float, float]:
        """Send ``content`` to the widget; ms to the first message back that ``first`` accepts,
        and to the last message back before ``QUIET_S`` of quiet."""
        self._drain()
        msg = self.client.session.msg(
            "comm_msg", {"comm_id": comm_id, "data": {"method": "custom", "content": content}}
        )
        start = time.perf_counter()
        self.client.shell_channel.send(msg)
        got = last = None
        while True:
            wait = QUIET_S if got is not None else 10
            try:
                back = self.client.get_iopub_msg(timeout=wait)
            except Exception:  # queue.Empty: quiet since the last message
                return got, last
            if back["msg_type"] == "comm_msg" and back["content"]["comm_id"] == comm_id:
                last = (time.perf_counter() - start) * 1000
                if got is None and first(back["content"]["data"]):
                    got = last

    def _drain(self) -> None:
        while True:
            try:
                self.client.get_iopub_msg(timeout=QUIET_S)
            except Exception:
                return

    def stop(self) -> None:
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)


def measure(widgets_from: str = "") -> dict[str, list[float]]:
    kernel = Kernel()
    try:
        path = f"import sys\nsys.path.insert(0, {widgets_from!r})\n" if widgets_from else ""
        kernel.run(path + "import tractor_engine as te, tractor_widgets as tw\n" + ECHO)
        echo_id = kernel.run("print(echo.model_id)").strip()
        figures: dict[str, list[float]] = {"echo": [], "card": [], "answers": []}
        for seed in HANDS:
            kernel.run(
                'deck = te.arrange_deck("tractor-4p", {0: "BJ BJ"}, seed=5)\n'
                f'table = tw.Table("tractor-4p", seat=0, seed={seed}, deck=deck)\n'
                'table.bid("BJ BJ"); table.hint(); table.bury()'
            )
            table_id = kernel.run("print(table.model_id)").strip()
            while kernel.run("print(table.position.phase)").strip() == "play":
                kernel.run("table.hint()")
                for _ in range(2):
                    ping = kernel.click(echo_id, {"type": "ping"}, lambda d: True)[0]
                    figures["echo"].append(ping)
                card, answers = kernel.click(
                    table_id,
                    {"type": "act", "what": "play", "seq": 1},
                    lambda d: d.get("method") == "update" and "_trick" in d.get("state", {}),
                )
                figures["card"].append(card)
                figures["answers"].append(answers)
        return figures
    finally:
        kernel.stop()


def main() -> None:
    where = sys.argv[sys.argv.index("--widgets-from") + 1] if "--widgets-from" in sys.argv else ""
    figures = measure(where)
    med = statistics.median
    echo, card, answers = med(figures["echo"]), med(figures["card"]), med(figures["answers"])
    print("tractor-widgets kernel benchmark: a page's message in, the kernel's messages out")
    print(f"  echo anywidget: median {echo:.2f} ms over {len(figures['echo'])} pings")
    print(
        f"  Table Play -> the learner's card sent: median {card:.2f} ms over "
        f"{len(figures['card'])} plays ({card / echo:.2f}x the echo); -> the bots' answers "
        f"sent: median {answers:.2f} ms"
    )


if __name__ == "__main__":
    main()
