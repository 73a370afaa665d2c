#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Training with nn.ReLU and with aclnn_portable.torch.MaskedReLU: what autograd keeps for backward, peak
memory, step time and the loss of every step (which must be bitwise equal).

Two models, each trained for a few steps on synthetic data with a fixed seed, once per activation, each
run in a fresh process (so that peak RSS is that run's own):
  t5-ffn    a T5-style feed-forward stack: (Linear d_model->d_ff, ReLU, Dropout, Linear d_ff->d_model) x layers,
            with a residual; the ReLU's output is kept only for the ReLU's backward, so the 1-bit mask
            replaces it (the next Linear keeps the Dropout's output, not the ReLU's)
  resnet18  ResNet-18 (written here, torchvision's layout): every ReLU feeds a convolution or pooling that
            keeps the ReLU's output for its own backward, so the mask only adds

Bytes kept for backward are counted with saved-tensor hooks during one forward: every saved tensor's storage
once (a tensor saved twice, or views of one storage, count once).

Run with Debian's /usr/bin/python3 (which has torch) after `source <toolkit>/set_env.sh`:
    /usr/bin/python3 examples/python/masked_relu_training.py [--quick] [--markdown FILE] [--plot FILE] [--readme FILE]
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def build(model, activation, args):
    import torch
    from torch import nn

    def act():
        if activation == "MaskedReLU":
            import aclnn_portable.torch as at
            return at.MaskedReLU()
        return nn.ReLU()

    if model == "t5-ffn":
        class Block(nn.Module):
            def __init__(self):
                super().__init__()
                self.wi = nn.Linear(args.d_model, args.d_ff, bias=False)
                self.act = act()
                self.drop = nn.Dropout(0.1)
                self.wo = nn.Linear(args.d_ff, args.d_model, bias=False)

            def forward(self, x):
                return x + self.wo(self.drop(self.act(self.wi(x))))

        net = nn.Sequential(*[Block() for _ in range(args.layers)], nn.Linear(args.d_model, 1))
        x = torch.randn(args.tokens, args.d_model)
        y = torch.randn(args.tokens, 1)
        return net, x, y, nn.MSELoss()

    class Basic(nn.Module):
        def __init__(self, cin, cout, stride):
            super().__init__()
            self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
            self.b1 = nn.BatchNorm2d(cout)
            self.a1 = act()
            self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
            self.b2 = nn.BatchNorm2d(cout)
            self.a2 = act()
            self.down = None
            if stride != 1 or cin != cout:
                self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

        def forward(self, x):
            idt = x if self.down is None else self.down(x)
            return self.a2(self.b2(self.c2(self.a1(self.b1(self.c1(x))))) + idt)

    layers = [nn.Conv2d(3, 64, 7, 2, 3, bias=False), nn.BatchNorm2d(64), act(), nn.MaxPool2d(3, 2, 1)]
    cin = 64
    for cout, stride in ((64, 1), (128, 2), (256, 2), (512, 2)):
        layers += [Basic(cin, cout, stride), Basic(cout, cout, 1)]
        cin = cout
    layers += [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(512, 10)]
    net = nn.Sequential(*layers)
    x = torch.randn(args.batch, 3, args.image, args.image)
    y = torch.randint(0, 10, (args.batch,))
    return net, x, y, nn.CrossEntropyLoss()


def saved_bytes(net, x):
    """Bytes of the storages autograd keeps for backward during one forward: all of them, and those that are
    not the model's parameters (which stay alive anyway)."""
    import torch
    storages = {}
    params = set()
    for p in net.parameters():
        try:
            params.add(p.untyped_storage().data_ptr())
        except AttributeError:  # torch 1.x
            params.add(p.storage().data_ptr())

    def pack(t):
        try:
            key = t.untyped_storage().data_ptr()
            size = t.untyped_storage().nbytes()
        except AttributeError:  # torch 1.x
            key = t.storage().data_ptr()
            size = t.storage().nbytes()
        storages[key] = size
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        out = net(x)
    del out
    return sum(storages.values()), sum(v for k, v in storages.items() if k not in params)


def run_one(model, activation, args):
    """One training run in this process; prints its measurements as JSON."""
    import torch
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    net, x, y, loss_fn = build(model, activation, args)
    opt = torch.optim.SGD(net.parameters(), lr=1e-3)
    saved, activations = saved_bytes(net, x)
    losses, times = [], []
    torch.manual_seed(args.seed + 1)  # dropout's draws: the same in both runs
    for _ in range(args.steps):
        t0 = time.perf_counter()
        opt.zero_grad()
        loss = loss_fn(net(x), y)
        loss.backward()
        opt.step()
        times.append(time.perf_counter() - t0)
        losses.append(loss.item())
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({"model": model, "activation": activation, "saved": saved, "activations": activations, "rss": rss,
                      "step": statistics.median(times[1:] or times), "losses": [float.hex(v) for v in losses],
                      "torch": torch.__version__}))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default="t5-ffn,resnet18")
    p.add_argument("--steps", type=int, default=4)
    p.add_argument("--tokens", type=int, default=8192)
    p.add_argument("--d-model", type=int, default=512)
    p.add_argument("--d-ff", type=int, default=2048)
    p.add_argument("--layers", type=int, default=6)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--image", type=int, default=128)
    p.add_argument("--seed", type=int, default=1234)
    p.add_argument("--threads", type=int, default=os.cpu_count())
    p.add_argument("--quick", action="store_true",
                   help="smaller sizes (512 tokens, batch 4 at 64x64), 3 steps: Debian's PyTorch 1.13 runs its "
                        "matrix products on one core at a few GFLOP/s (a 2048-token step takes about 40 s)")
    p.add_argument("--markdown", help="also write the table to this file")
    p.add_argument("--plot", help="also plot the kept bytes to this PNG (needs matplotlib)")
    p.add_argument("--readme", action="append", default=[],
                   help="also write the table between the masked-relu-demo markers of this file (repeatable)")
    p.add_argument("--one", help=argparse.SUPPRESS)  # model,activation: the child process's run
    args = p.parse_args()
    if args.quick:
        args.tokens, args.batch, args.image, args.steps = 512, 4, 64, 3
    if args.one:
        run_one(*args.one.split(","), args)
        return 0
    passthrough, skip = [], False  # the child runs take the size options, not the output ones
    for a in sys.argv[1:]:
        if skip:
            skip = False
        elif a in ("--markdown", "--plot", "--readme"):
            skip = True
        elif not a.startswith(("--markdown=", "--plot=", "--readme=")):
            passthrough.append(a)
    rows = []
    for model in args.models.split(","):
        for activation in ("nn.ReLU", "MaskedReLU"):
            out = subprocess.run([sys.executable, __file__, *passthrough, "--one", f"{model},{activation}"],
                                 check=True, capture_output=True, text=True).stdout
            rows.append(json.loads(out.strip().splitlines()[-1]))
            print(f"  {model} with {activation}: {args.steps} steps, {rows[-1]['step']:.2f} s a step",
                  file=sys.stderr, flush=True)  # progress: each run takes seconds to a minute
    mib = 1024.0 * 1024.0
    size = {"t5-ffn": f"{args.layers} blocks, d_model {args.d_model}, d_ff {args.d_ff}, {args.tokens} tokens",
            "resnet18": f"batch {args.batch}, {args.image}x{args.image}"}
    lines = [f"PyTorch {rows[0]['torch']}, {args.threads} threads, {args.steps} SGD steps, seed {args.seed}",
             "",
             "| model | activation | kept for backward (MiB) | change | of which not parameters (MiB) "
             "| peak RSS (MiB) | step (s) | losses equal, bitwise |",
             "|---|---|---|---|---|---|---|---|"]
    ok = True
    for base, ours in zip(rows[0::2], rows[1::2]):
        same = base["losses"] == ours["losses"]
        ok &= same
        for r in (base, ours):
            change = "" if r is base else "%+.1f %%" % (100.0 * (r["saved"] - base["saved"]) / base["saved"])
            lines.append("| %s (%s) | %s | %.1f | %s | %.1f | %.0f | %.2f | %s |" % (
                r["model"], size[r["model"]], r["activation"], r["saved"] / mib, change, r["activations"] / mib,
                r["rss"] / mib,
                r["step"], "" if r is base else ("yes, %d steps" % len(r["losses"]) if same else "NO")))
    table = "\n".join(lines)
    print(table)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(table + "\n")
    for path in args.readme:
        with open(path) as f:
            text = f.read()
        begin, end = "<!-- masked-relu-demo:begin -->\n", "<!-- masked-relu-demo:end -->"
        head, rest = text.split(begin, 1)
        with open(path, "w") as f:
            f.write(head + begin + table + "\n" + end + rest.split(end, 1)[1])
    if args.plot:
        try:
            import matplotlib
            matplotlib.use("Agg")
            import matplotlib.pyplot as plt
        except ImportError:
            print("(matplotlib not installed: no plot)")
        else:
            fig, ax = plt.subplots(figsize=(6.5, 3.2))
            labels = [f"{r['model']}\n{r['activation']}" for r in rows]
            ax.bar(labels, [r["saved"] / mib for r in rows],
                   color=["#888888", "#2b7bba"] * (len(rows) // 2))
            ax.set_ylabel("kept for backward (MiB)")
            ax.set_title("What autograd keeps: nn.ReLU vs MaskedReLU (1 bit per element)")
            fig.tight_layout()
            fig.savefig(args.plot, dpi=110)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
