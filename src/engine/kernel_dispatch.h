// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The tail every operator kernel TU shares: after the per-target code defines `<Name>Block`, define
// the plain entry `aclp::<Name>Kernel` that runs the best target this CPU supports. Use once per TU,
// inside `#if HWY_ONCE` and namespace aclp.
#ifndef ACLP_ENGINE_KERNEL_DISPATCH_H_
#define ACLP_ENGINE_KERNEL_DISPATCH_H_

#include "hwy/highway.h"

#define ACLP_DISPATCH_KERNEL(Name)                                                                \
    HWY_EXPORT(Name##Block);                                                                      \
    void Name##Kernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end) \
    {                                                                                             \
        HWY_DYNAMIC_DISPATCH(Name##Block)(step, operands, begin, end);                            \
    }

// The same for a gating select's test alone (GateBitsFn): `<Name>GateBitsBlock` becomes `aclp::<Name>GateBits`.
#define ACLP_DISPATCH_GATE_BITS(Name)                                                           \
    HWY_EXPORT(Name##GateBitsBlock);                                                            \
    void Name##GateBits(const KernelStep &step, const uint8_t *tested, uint8_t *bits, size_t n) \
    {                                                                                           \
        HWY_DYNAMIC_DISPATCH(Name##GateBitsBlock)(step, tested, bits, n);                       \
    }

#endif  // ACLP_ENGINE_KERNEL_DISPATCH_H_
