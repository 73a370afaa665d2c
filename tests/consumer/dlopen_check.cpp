// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What a framework adapter does: dlopen the operator library by name, dlsym each entry point.
// Usage: dlopen_check <library> <symbol>...
#include <dlfcn.h>

#include <cstdio>

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s <library> <symbol>...\n", argv[0]);
        return 2;
    }
    void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (lib == nullptr) {
        std::fprintf(stderr, "dlopen(%s) failed: %s\n", argv[1], dlerror());
        return 1;
    }
    for (int i = 2; i < argc; ++i) {
        if (dlsym(lib, argv[i]) == nullptr) {
            std::fprintf(stderr, "%s: symbol %s not found\n", argv[1], argv[i]);
            return 1;
        }
        std::printf("ok: %s provides %s\n", argv[1], argv[i]);
    }
    dlclose(lib);
    return 0;
}
