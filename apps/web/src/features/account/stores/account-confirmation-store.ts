// The confirmation form is opened wherever the server refuses a deposit or a spin with reason
// `confirmation_required` (the API error listener), and closed by the form itself.
import { create } from 'zustand';

export const useAccountConfirmationStore = create<{ open: boolean }>()(() => ({ open: false }));

export const openAccountConfirmation = () => useAccountConfirmationStore.setState({ open: true });
export const closeAccountConfirmation = () => useAccountConfirmationStore.setState({ open: false });
