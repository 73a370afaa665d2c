# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Cross build for aarch64 with Debian's g++-aarch64-linux-gnu. ACLP_ARM64_SYSROOT names a folder holding
# the arm64 builds of our dependencies, unpacked from Debian's .debs (scripts/test_arm64.sh makes it);
# the C library and libstdc++ come with the cross compiler. Tests run under qemu-aarch64 through
# scripts/qemu_aarch64.sh (CMAKE_CROSSCOMPILING_EMULATOR), which also finds the sysroot's libraries.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
if(NOT ACLP_ARM64_SYSROOT)
  set(ACLP_ARM64_SYSROOT "$ENV{ACLP_ARM64_SYSROOT}")
endif()
if(NOT ACLP_ARM64_SYSROOT)
  message(FATAL_ERROR "set ACLP_ARM64_SYSROOT to the unpacked arm64 dependencies (scripts/test_arm64.sh)")
endif()
set(CMAKE_FIND_ROOT_PATH ${ACLP_ARM64_SYSROOT} /usr/aarch64-linux-gnu)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# Executables and libraries find the sysroot's shared libraries at run time (qemu) and at link time.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-Wl,-rpath-link,${ACLP_ARM64_SYSROOT}/usr/lib/aarch64-linux-gnu")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-Wl,-rpath-link,${ACLP_ARM64_SYSROOT}/usr/lib/aarch64-linux-gnu")
get_filename_component(_aclp_root "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(CMAKE_CROSSCOMPILING_EMULATOR env ACLP_ARM64_SYSROOT=${ACLP_ARM64_SYSROOT} bash ${_aclp_root}/scripts/qemu_aarch64.sh)
