import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/api/errors';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { postConsultRequest, type ConsultType } from '../api/post-consult-request';
import { AuthCard } from '../components/auth-card';
import { SuccessPanel } from '../components/success-panel';
import { consultSchema, guestFormErrors } from '../components/validation';

const consultText = messages.pages.consult;
const TYPES = Object.keys(consultText.types) as ConsultType[];

type Values = z.input<typeof consultSchema>;
type Parsed = z.output<typeof consultSchema>;

const empty: Values = {
  name: '',
  phone: '',
  officeName: '',
  consultType: 'PRODUCT',
  message: '',
};

export default function ConsultScreen() {
  const [requestId, setRequestId] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(consultSchema, { error: guestFormErrors }),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { officeName, ...rest } = values;
      const res = await postConsultRequest(officeName ? { ...rest, officeName } : rest);
      setRequestId(res.requestId);
    } catch (e) {
      setError('root.server', {
        message: errorMessage(e, consultText.failed) || consultText.failed,
      });
    }
  });

  return (
    <AuthCard
      title={consultText.title}
      lead={requestId === null ? consultText.lead : undefined}
      width={640}
    >
      {requestId !== null ? (
        <SuccessPanel
          title={consultText.successTitle}
          body={fmt(consultText.successBody, { id: requestId })}
          actions={
            <Button
              variant="outlined"
              size="lg"
              onClick={() => {
                reset(empty);
                setRequestId(null);
              }}
            >
              {consultText.again}
            </Button>
          }
        />
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={onSubmit}
          aria-label={consultText.title}
        >
          {errors.root?.server && (
            <Alert severity="error" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <TextField
              {...register('name')}
              id="consult-name"
              label={consultText.name}
              required
              autoComplete="name"
              error={!!errors.name}
              helperText={errors.name?.message}
              fullWidth
            />
            <TextField
              {...register('phone')}
              id="consult-phone"
              type="tel"
              label={consultText.phone}
              required
              autoComplete="tel"
              placeholder={messages.pages.findPassword.phoneHint}
              error={!!errors.phone}
              helperText={errors.phone?.message}
              fullWidth
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              {...register('officeName')}
              id="consult-office"
              label={consultText.officeName}
              autoComplete="organization"
              error={!!errors.officeName}
              helperText={errors.officeName?.message}
              fullWidth
            />
            <Controller
              control={control}
              name="consultType"
              render={({ field }) => (
                <TextField
                  {...field}
                  id="consult-type"
                  select
                  label={consultText.consultType}
                  required
                  error={!!errors.consultType}
                  helperText={errors.consultType?.message}
                  fullWidth
                >
                  {TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {consultText.types[type]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
          <TextField
            {...register('message')}
            id="consult-message"
            label={consultText.message}
            required
            multiline
            minRows={4}
            error={!!errors.message}
            helperText={errors.message?.message}
            fullWidth
          />
          <Button type="submit" variant="contained" size="lg" disabled={isSubmitting} fullWidth>
            {isSubmitting ? messages.pages.common.submitting : consultText.submit}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
