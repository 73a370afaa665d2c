// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// libaclnn_table: the operator table of aclnn-portable behind a small C interface, for language bindings
// (the Python package's NumPy path through ctypes, its torch extension through C++). It describes every
// operator (names, tensor roles, scalars, outputs, dtypes) and calls any of them on caller-owned memory
// through the public two-stage API: aclnn<Op>GetWorkspaceSize, the workspace, aclnn<Op>, a stream sync.
// Plain C types only, so that a binding built against another compiler's C++ ABI (a torch wheel's) can
// use it.
#ifndef ACLP_PYTHON_CSRC_ACLNN_TABLE_H_
#define ACLP_PYTHON_CSRC_ACLNN_TABLE_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// One operator as the table defines it. Strings and arrays live as long as the process.
typedef struct AclnnTableOp {
    const char *aclnnName;          // "aclnnThresholdBackward"
    const char *snakeName;          // "threshold_backward": the torch op's name
    const char *inplaceName;        // "aclnnInplaceThreshold", or NULL when CANN has no in-place entry
    int32_t inputCount;             // tensor inputs, in CANN's signature order
    const char *const *inputNames;  // their names in CANN's signature ("gradOutput", "self")
    int32_t scalarCount;            // scalar inputs (after the tensors in the signature)
    const char *const *scalarNames;
    int32_t outputCount;
    const char *const *outputNames;
    int32_t broadcasts;     // 1: tensor inputs broadcast against each other (the output has the broadcast shape)
    int32_t bitsInput;      // the input that holds a packed 1-bit mask (UINT8 bytes), or -1
    int32_t bitsOutput;     // likewise for an output
    int32_t boolAttribute;  // the scalar that is a bool parameter of the call, or -1
    int32_t dtypeCount;     // the dtypes (aclDataType values) it takes when every tensor shares one
    const int32_t *dtypes;
} AclnnTableOp;

// A tensor on caller memory. `data` is the address of the view's first element's storage base: element
// (i0, i1, ...) lies at data + (offset + sum(ik * strides[k])) * element size. `storageElements` is how
// many elements from `data` the caller owns (the library refuses a view reaching past them). A mask role
// (bitsInput / bitsOutput) passes its packed bytes: dtype UINT8 (4), a 1-d shape of the byte count; the
// call views it with the first input's shape, as CANN's mask tensor is described.
typedef struct AclnnTableTensor {
    void *data;
    int32_t dtype;  // aclDataType
    int32_t ndim;
    const int64_t *shape;
    const int64_t *strides;  // in elements; NULL: contiguous
    int64_t offset;          // in elements
    int64_t storageElements;
} AclnnTableTensor;

// A scalar argument: kind 0 = floating (`real`), 1 = integer (`integer`), 2 = bool (`integer` != 0), made
// as an aclScalar of `dtype` (ACL_DOUBLE, ACL_FLOAT, ACL_INT64, ACL_INT32, ACL_BOOL, ...).
typedef struct AclnnTableScalar {
    int32_t kind;
    int32_t dtype;
    double real;
    int64_t integer;
} AclnnTableScalar;

// The number of operators; each index below is in [0, count).
int32_t aclnn_table_count(void);
const AclnnTableOp *aclnn_table_op(int32_t index);
// The output dtypes the operator gives for these input dtypes (the table's rule), into outDtypes
// (outputCount values). Returns 0, or -1 for a bad index.
int32_t aclnn_table_output_dtypes(int32_t index, const int32_t *inDtypes, int32_t *outDtypes);
// Runs the operator: tensors are the inputs then the outputs in signature order (inplace != 0: the
// in-place entry, tensors are the inputs only and the first is written), scalars in role order. Returns
// CANN's status (0: success); on failure copies the library's message (aclGetRecentErrMsg) into `message`.
int32_t aclnn_table_call(int32_t index, int32_t inplace, const AclnnTableTensor *tensors,
                         const AclnnTableScalar *scalars, char *message, size_t messageSize);

#ifdef __cplusplus
}
#endif

#endif  // ACLP_PYTHON_CSRC_ACLNN_TABLE_H_
