# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""pip recipe of aclnn_portable: the package, and its torch extension built for the torch of the Python that
runs pip, against an installed aclnn-portable toolkit tree (ASCEND_HOME_PATH, set by its set_env.sh).

    source <toolkit>/set_env.sh
    python -m venv venv && . venv/bin/activate && pip install numpy torch wheel
    pip install --no-build-isolation ./python          # from the source tree (or <toolkit>/share/aclnn_portable/python)

--no-build-isolation: the extension is built against the torch already installed, not a fresh one (and
with the environment's setuptools and wheel, which is why wheel is installed first).
Without torch (or without ASCEND_HOME_PATH) only the Python files are installed (the NumPy path).
"""
import os
import re

from setuptools import setup

HERE = os.path.dirname(os.path.abspath(__file__))
ext_modules, cmdclass = [], {}
home = os.environ.get("ASCEND_HOME_PATH")
try:
    import torch  # noqa: F401
    from torch.utils.cpp_extension import BuildExtension, CppExtension
except ImportError:
    torch = None
if torch is not None and home:
    lib64 = os.path.join(home, "lib64")
    # Named for the torch it is built for: the package loads only the one matching the running torch.
    tag = re.match(r"\d+\.\d+\.\d+", torch.__version__).group(0).replace(".", "_")
    ext_modules.append(CppExtension("aclnn_portable._torch_ops_" + tag, [os.path.join("csrc", "torch_ops.cpp")],
                                    include_dirs=[os.path.join(HERE, "csrc")], library_dirs=[lib64],
                                    libraries=["aclnn_table"], extra_compile_args=["-O2", "-std=c++17"],
                                    extra_link_args=[f"-Wl,-rpath,{lib64}"]))
    cmdclass["build_ext"] = BuildExtension.with_options(use_ninja=False)
elif torch is not None:
    print("aclnn_portable: ASCEND_HOME_PATH is not set (source <toolkit>/set_env.sh): no torch extension built")

setup(
    name="aclnn_portable",
    version="0.1.0",
    description="CANN's aclnn activation operators on the CPU, from NumPy and as torch ops",
    license="Apache-2.0",
    packages=["aclnn_portable"],
    python_requires=">=3.8",
    install_requires=["numpy"],
    extras_require={"torch": ["torch"], "bfloat16": ["ml_dtypes"]},
    ext_modules=ext_modules,
    cmdclass=cmdclass,
)
