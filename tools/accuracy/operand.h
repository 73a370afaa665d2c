// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The runner's operands: each tensor of a case as a host image (guard bytes, storage, guard bytes), its
// device copy and the aclTensor over it; scalars as the operator gets them; and the memory checks that
// no standard sees (guard bytes, bytes outside an output's view). A failure is a CaseFailure carrying the
// case's verdict text.
#ifndef ACLP_TOOLS_ACCURACY_OPERAND_H_
#define ACLP_TOOLS_ACCURACY_OPERAND_H_

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "case_file.h"
#include "operators.h"

namespace accuracy {

constexpr size_t kGuardBytes = 64;
constexpr uint8_t kGuardByte = 0xCD;
constexpr uint8_t kPoisonByte = 0xA5;  // what out holds before the call: a writer must overwrite it

// Why a case failed (what() is the verdict's text).
struct CaseFailure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A buffer larger than RunOptions::maxStorageBytes (a case that accepts refusal is then skipped).
struct StorageTooLarge : CaseFailure {
    using CaseFailure::CaseFailure;
};

// A tensor of the case: its host image (guard bytes, storage, guard bytes), the device copy and the
// aclTensor over it.
struct Operand {
    TensorSpec spec;
    int64_t storageElems = 0;
    std::vector<int64_t> storageShape;
    size_t storageBytes = 0;
    std::vector<uint8_t> host;    // kGuardBytes + storage + kGuardBytes, what was uploaded
    std::vector<uint8_t> result;  // the same, downloaded after the call
    void *device = nullptr;
    aclTensor *tensor = nullptr;
    bool ownsTensor = true;
    Operand *aliasOf = nullptr;

    uint8_t *Storage() { return host.data() + kGuardBytes; }
    const uint8_t *Storage() const { return host.data() + kGuardBytes; }
    const uint8_t *ResultStorage() const { return result.data() + kGuardBytes; }
};

// Completes the view (row-major strides when none) and sizes the storage: the view's extent, or the
// case's storage shape. Allocates nothing.
void SizeStorage(Operand &op, size_t maxBytes);
// SizeStorage, then the host image, guard bytes throughout.
void LayOut(Operand &op, size_t maxBytes);
void Upload(Operand &op);
void Download(Operand &op);
void CreateTensor(Operand &op);
// The scalar as the operator gets it. A value its dtype cannot hold (UINT8 -17, INT8 inf) is passed
// in the narrowest dtype that holds it exactly: INT64 for integers, DOUBLE otherwise (a note says so).
aclScalar *CreateScalar(const TensorSpec &spec, double value, ScalarIn *in, std::vector<std::string> *notes);
// The guard bytes around a downloaded buffer are intact.
void CheckGuards(const Operand &op);
// Bytes of an output's storage outside its view must keep what they held before the call.
// bits: the view is ceil(numel / 8) packed bytes from the start of the storage, whatever the dtype.
void CheckOutsideView(const Operand &op, const std::vector<uint8_t> &before, bool bits);
// The view of an operand as dense bytes in row-major order (bits: its packed bytes).
std::vector<uint8_t> DenseView(const Operand &op, const uint8_t *storage, bool bits);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_OPERAND_H_
